import { useSelector } from '@xstate/react';
import { useCallChild } from './use-call-child';
import { useId } from 'react';
import type { CallActorRef } from '@machines/call/call.machine';
import type {
  CallMicrophoneRef,
  InputDevice,
} from '@machines/call-microphone/call-microphone.machine';
import {
  selectCanChoose,
  selectChosen,
  selectInputs,
  selectNote,
  selectOffered,
} from '@machines/call-microphone/call-microphone.selectors';
import { voiceMicrophone as text } from '@/content/de/voice-microphone';

/** The select's value for the browser's default input (the choice `null`). */
const DEFAULT_VALUE = '';

/** A device's name as shown: its label, or 'Mikrofon {n}' by its place in the list. */
export function inputName(devices: readonly InputDevice[], device: InputDevice): string {
  return device.label || text.unnamed(devices.findIndex((d) => d.deviceId === device.deviceId) + 1);
}

/**
 * The microphone choice of a connected call, on every call surface. The call's
 * `microphones` actor holds it; stories run the call with every actor neutral, and that
 * stand-in (no tags) shows nothing.
 */
export function MicrophoneChoice({
  actorRef,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
}) {
  const microphones = useCallChild<CallMicrophoneRef>(actorRef, 'microphones');
  return microphones ? <MicrophoneChoiceView microphonesRef={microphones} theme={theme} /> : null;
}

/**
 * The choice itself, for a microphone actor: a native select labelled 'Mikrofon' (the default
 * and every listed input; shown once they are listed, also with one: the control does not come
 * and go with a headset, decision 0033), the offer of a device plugged in
 * ('Neues Mikrofon erkannt: …', 'Verwenden'), and a note said once, politely.
 */
export function MicrophoneChoiceView({
  microphonesRef,
  theme = 'light',
}: {
  microphonesRef: CallMicrophoneRef;
  theme?: 'light' | 'dark';
}) {
  const devices = useSelector(microphonesRef, selectInputs);
  const chosen = useSelector(microphonesRef, selectChosen);
  const canChoose = useSelector(microphonesRef, selectCanChoose);
  const offered = useSelector(microphonesRef, selectOffered);
  const note = useSelector(microphonesRef, selectNote);
  const fieldId = useId();
  const dark = theme === 'dark';
  const noteText =
    note === 'fellBack' ? text.fellBack : note === 'switchFailed' ? text.switchFailed : '';
  return (
    <div className="flex w-full min-w-0 max-w-xs flex-col gap-2 text-left">
      {canChoose && devices.length > 0 ? (
        <div className="flex min-w-0 flex-col gap-1">
          <label
            htmlFor={fieldId}
            className={`text-sm font-medium ${dark ? 'text-slate-200' : 'text-ink'}`}
          >
            {text.label}
          </label>
          <select
            id={fieldId}
            value={chosen ?? DEFAULT_VALUE}
            onChange={(event) => {
              const value = event.currentTarget.value;
              microphonesRef.send({
                type: 'mic.choose',
                deviceId: value === DEFAULT_VALUE ? null : value,
              });
            }}
            className={`w-full min-w-0 truncate rounded-lg border px-3 py-2 text-sm ${
              dark
                ? 'border-white/25 bg-slate-900 text-white [color-scheme:dark]'
                : 'border-slate-300 bg-white text-ink'
            }`}
          >
            <option value={DEFAULT_VALUE}>{text.defaultInput}</option>
            {devices.map((device) => (
              <option key={device.deviceId} value={device.deviceId}>
                {inputName(devices, device)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/*
       * Mounted with the choice, so that a note or an offer is announced when it appears. A
       * plain polite live region, not role="status": a call surface's one status is its
       * connection ('Verbunden').
       */}
      <div aria-live="polite" className="flex min-w-0 flex-col gap-2">
        {offered ? (
          <div
            className={`flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm ${
              dark ? 'border-white/25 text-white' : 'border-brand-200 bg-brand-50 text-ink'
            }`}
          >
            <p className="w-full min-w-0 break-words">
              {text.offered(inputName(devices, offered))}
            </p>
            <button
              type="button"
              className="btn-primary px-3 py-1.5 text-sm"
              onClick={() => microphonesRef.send({ type: 'mic.useOffered' })}
            >
              {text.useOffered}
            </button>
            <button
              type="button"
              className={
                dark
                  ? 'btn border border-white/40 px-3 py-1.5 text-sm text-white hover:bg-white/10'
                  : 'btn-secondary px-3 py-1.5 text-sm'
              }
              onClick={() => microphonesRef.send({ type: 'mic.dismissOffer' })}
            >
              {text.dismissOffer}
            </button>
          </div>
        ) : null}
        {noteText ? (
          <p className={`text-sm ${dark ? 'text-amber-200' : 'text-amber-900'}`}>{noteText}</p>
        ) : null}
      </div>
    </div>
  );
}
