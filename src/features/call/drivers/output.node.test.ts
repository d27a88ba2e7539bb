import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { CallDriver } from '@machines/call/call.driver';
import { DriverEmitter } from './driver';
import { outputPorts } from './output';

/** A driver's events and its start of the sound, nothing else. */
function driverWith(enableOutput = vi.fn()) {
  const emitter = new DriverEmitter();
  const driver = {
    enableOutput,
    on: (event, listener) => emitter.on(event, listener),
  } as Pick<CallDriver, 'on' | 'enableOutput'> as CallDriver;
  return { emitter, driver, enableOutput };
}

/** The reports as the output machine would receive them. */
function listen(ports: ReturnType<typeof outputPorts>) {
  const seen: string[] = [];
  const actor = createActor(
    createMachine({
      invoke: { src: ports.outputReports! },
      on: { '*': { actions: ({ event }) => seen.push(event.type) } },
    }),
  ).start();
  return { seen, actor };
}

describe('the call output machine’s ports', () => {
  it("hands the driver's reports over, the last one also when it came before", () => {
    const { emitter, driver } = driverWith();
    const ports = outputPorts(driver);
    emitter.emit('output-blocked');
    const { seen, actor } = listen(ports);
    expect(seen).toEqual(['output.blocked']);
    emitter.emit('output-started');
    expect(seen).toEqual(['output.blocked', 'output.started']);
    actor.stop();
    emitter.emit('output-blocked');
    expect(seen).toHaveLength(2);
  });

  it('forgets a report once its call ended', () => {
    const { emitter, driver } = driverWith();
    const ports = outputPorts(driver);
    emitter.emit('output-blocked');
    emitter.emit('call-end');
    expect(listen(ports).seen).toEqual([]);
  });

  it('asks the driver to start the sound', () => {
    const { driver, enableOutput } = driverWith();
    outputPorts(driver).enableOutput!();
    expect(enableOutput).toHaveBeenCalledTimes(1);
  });
});
