import * as v from 'valibot';
import type { ToolCall } from '@machines/call-outcomes/outcomes.types';

/*
 * Vapi's `tool-calls` client message (docs/decisions/0029): with a client-side tool (no server
 * URL) the Web SDK's `message` event carries `{ type: 'tool-calls', toolCallList: [{ id, type:
 * 'function', function: { name, arguments } }] }` (`ClientMessageToolCalls` in
 * @vapi-ai/web's api.d.ts; https://docs.vapi.ai/tools/client-side-websdk). Only the envelope is
 * checked here; the arguments are the outcomes machine's to judge (a bad one is a failed card).
 */

const toolCallItem = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  function: v.object({
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    arguments: v.optional(v.unknown()),
  }),
});

const toolCallsMessage = v.object({
  type: v.literal('tool-calls'),
  toolCallList: v.array(v.unknown()),
});

/**
 * The tool calls of a Vapi message (none for any other message). An item without an id or a
 * function name is skipped: it cannot be told apart from another or shown as any card.
 */
export function toolCallsOf(message: unknown): ToolCall[] {
  const parsed = v.safeParse(toolCallsMessage, message);
  if (!parsed.success) return [];
  return parsed.output.toolCallList.flatMap((item) => {
    const call = v.safeParse(toolCallItem, item);
    return call.success
      ? [
          {
            id: call.output.id,
            name: call.output.function.name,
            arguments: call.output.function.arguments,
          },
        ]
      : [];
  });
}
