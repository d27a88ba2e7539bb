import { useSelector } from '@xstate/react';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { voice } from '@/content/de/voice';
import { selectMessageDraft, selectMessageNote } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';

const text = voice.callFeatures;

const NOTES = {
  reconnecting: text.noteReconnecting,
  failed: text.noteFailed,
  cut: text.noteCut,
} as const;

/**
 * Type instead of talk: a text field and 'Senden' (Enter sends too). The call machine
 * holds the text: it empties the field only once the line has gone out; a send refused while
 * reconnecting or by the service keeps it, with a note, as does a line cut at 500 characters
 * (the machine cuts: a `maxLength` would cut a paste without a word).
 */
export function MessageComposer({
  actorRef,
  label,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  /** 'Nachricht an {agent}' or 'Nachricht an den Assistenten'. */
  label: string;
  theme?: 'light' | 'dark';
}) {
  const draft = useSelector(actorRef, selectMessageDraft);
  const note = useSelector(actorRef, selectMessageNote);
  const fieldId = useId();
  const noteId = useId();
  const dark = theme === 'dark';
  return (
    <form
      className="flex w-full min-w-0 flex-col gap-1 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'message.send' });
      }}
    >
      <label
        htmlFor={fieldId}
        className={`text-sm font-medium ${dark ? 'text-slate-200' : 'text-ink'}`}
      >
        {label}
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={fieldId}
          type="text"
          value={draft}
          autoComplete="off"
          aria-describedby={note ? noteId : undefined}
          onChange={(event) =>
            actorRef.send({ type: 'message.draftChanged', text: event.currentTarget.value })
          }
          className={`w-0 min-w-0 flex-1 rounded-lg border px-3 py-2 text-sm ${
            dark ? 'border-white/25 bg-white/10 text-white' : 'border-slate-300 bg-white text-ink'
          }`}
        />
        <button type="submit" className="btn-primary shrink-0 px-4 py-2 text-sm">
          <Send aria-hidden="true" className="size-4" />
          {text.send}
        </button>
      </div>
      {note ? (
        <p id={noteId} className={`text-sm ${dark ? 'text-amber-200' : 'text-amber-900'}`}>
          {NOTES[note]}
        </p>
      ) : null}
    </form>
  );
}
