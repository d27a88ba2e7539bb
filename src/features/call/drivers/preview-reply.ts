import { voice } from '@/content/de/voice';
import { isVoiceAgentKey, voiceAgents } from '../agents';

/** Lower case, 'ß' as 'ss' (Swiss spelling), one space between words. */
const normalise = (text: string) =>
  text.toLocaleLowerCase('de').replace(/ß/g, 'ss').replace(/\s+/g, ' ');

/**
 * Type instead of talk in the preview: the agent's answer to a typed line, from its keyword
 * table (`replies` in the content module, beside the agent's copy): the first entry with a
 * keyword in the line. A line no keyword matches gets the plain "no answer in this preview".
 * Always labelled as the preview's answer.
 */
export function previewReply(agent: string, line: string): string {
  const { replies } = isVoiceAgentKey(agent) ? voiceAgents[agent] : voiceAgents.helvox;
  const said = normalise(line);
  const match = replies.find((reply) =>
    reply.keywords.some((keyword) => said.includes(normalise(keyword))),
  );
  return `${voice.preview.replyPrefix} ${match?.answer ?? voice.preview.noAnswer}`;
}
