import { describe, expect, it } from 'vitest';
import { toolCallsOf } from './vapi-tool-calls';

/* Vapi's `tool-calls` client message (ClientMessageToolCalls), as the Web SDK delivers it. */
describe('tool calls from Vapi messages', () => {
  it('takes each item of toolCallList: id, function name and arguments', () => {
    expect(
      toolCallsOf({
        type: 'tool-calls',
        toolWithToolCallList: [],
        toolCallList: [
          { id: 'c1', type: 'function', function: { name: 'createTicket', arguments: { a: 1 } } },
          { id: 'c2', type: 'function', function: { name: 'reportClaim', arguments: '{"b":2}' } },
        ],
      }),
    ).toEqual([
      { id: 'c1', name: 'createTicket', arguments: { a: 1 } },
      { id: 'c2', name: 'reportClaim', arguments: '{"b":2}' },
    ]);
  });

  it.each([
    ['another message', { type: 'transcript', transcript: 'Hallo' }],
    ['no list', { type: 'tool-calls' }],
    ['a list that is not one', { type: 'tool-calls', toolCallList: 'x' }],
    ['nothing', null],
    ['a string', 'tool-calls'],
  ])('%s: none', (_, message) => {
    expect(toolCallsOf(message)).toEqual([]);
  });

  it('skips an item without an id or a function name, keeps the others', () => {
    expect(
      toolCallsOf({
        type: 'tool-calls',
        toolCallList: [
          { type: 'function', function: { name: 'createTicket' } },
          { id: 'c3', function: {} },
          { id: '', function: { name: 'createTicket' } },
          { id: 'c4', function: { name: 'createTicket' } },
        ],
      }),
    ).toEqual([{ id: 'c4', name: 'createTicket', arguments: undefined }]);
  });
});
