import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toConfig } from '@/config/config';
import { demoEnv } from '@/config/demo-env';
import { assistantEnvNamesOf, validateEnv } from '@/config/schema';
import { agents, type AgentEntry } from '@/content/de/agents';
import { voiceAgentsOf } from '@/features/call/agents';
import {
  agentPageHead,
  agentPageOf,
  agentPages,
  agentPagesOf,
  overviewCardsOf,
  prerenderedPathsOf,
  shellPathsOf,
} from './agent-pages';

/**
 * Adding an agent is one entry in the agent table (plus its portrait and recorded greeting):
 * everything derived from the table follows, built here by the functions the app builds its own
 * with. A derived list that names the four demo agents itself fails this.
 */
const noah: AgentEntry = {
  name: 'Noah',
  badge: 'Gastro-Assistent',
  accusative: 'unseren Gastro-Assistenten',
  assistantEnv: 'VITE_VAPI_ASSISTANT_ID_NOAH',
  page: { slug: 'noah', demo: true },
  colour: '#ea580c',
  espeakVoice: 'de+m2',
  description: 'Noah nimmt Reservierungen für Restaurants entgegen.',
  about: 'Noah ist für Restaurants gemacht.',
  examples: ['Haben Sie heute Abend einen Tisch für vier Personen?'],
  helps: ['Nimmt Reservierungen entgegen'],
  greeting: 'Guten Abend, hier ist Noah vom Restaurant.',
  replies: [{ keywords: ['tisch'], answer: 'Um 19 Uhr ist ein Tisch frei.' }],
};
const table = { ...agents, noah };
const pages = agentPagesOf(table);

describe('a fifth demo agent: one entry in the agent table', () => {
  it('gets its page at /noah-agent; other URLs stay not found', () => {
    expect(agentPageOf('noah', pages)).toEqual({
      slug: 'noah',
      agent: 'noah',
      demo: true,
      hideInfoWhileConnected: false,
    });
    expect(() => agentPageOf('bob', pages)).toThrow();
    // The app's own table has no Noah.
    expect(() => agentPageOf('noah', agentPages)).toThrow();
  });

  it('its page has its own title and description, and is indexed', () => {
    expect(agentPageHead(agentPageOf('noah', pages), table).meta).toEqual(
      expect.arrayContaining([
        { title: 'Noah – Gastro-Assistent | Helvox' },
        {
          name: 'description',
          content:
            'Testen Sie Noah, unseren Gastro-Assistenten, live im Browser: einfach Anruf starten und lossprechen.',
        },
      ]),
    );
    expect(agentPageHead(agentPageOf('noah', pages), table).links).toEqual([
      { rel: 'canonical', href: expect.stringMatching(/\/noah-agent$/) },
    ]);
  });

  it('is prerendered and in the sitemap after the four; /vapi-agent stays the SPA shell', () => {
    expect(prerenderedPathsOf(pages)).toEqual(
      ['clara', 'jonas', 'mia', 'luca', 'noah'].map((name) => `/${name}-agent`),
    );
    expect(shellPathsOf(pages)).toEqual(['/vapi-agent']);
  });

  it('gets a card on the overview, after the four', () => {
    expect(
      overviewCardsOf(table).map((card) => [card.slug, card.agent.name, card.agent.badge]),
    ).toEqual([
      ['clara', 'Clara', 'Terminbuchungs-Assistent'],
      ['jonas', 'Jonas', 'IT-Support-Assistent'],
      ['mia', 'Mia', 'Immobilien-Agentin'],
      ['luca', 'Luca', 'Versicherungs-Assistent'],
      ['noah', 'Noah', 'Gastro-Assistent'],
    ]);
  });

  it('its portrait, recorded greeting and preview script come with it', () => {
    const agent = voiceAgentsOf(table).noah;
    expect(agent).toMatchObject({
      key: 'noah',
      image: '/images/agents/noah.svg',
      greetingAudio: '/audio/greeting-noah.mp3',
      greeting: 'Guten Abend, hier ist Noah vom Restaurant.',
      assistant: 'VITE_VAPI_ASSISTANT_ID_NOAH',
    });
  });

  it('its assistant id is a variable of the env schema, and the config reads it by name', () => {
    expect(assistantEnvNamesOf(table)).toEqual([
      ...['CLARA', 'JONAS', 'MIA', 'LUCA'].map((name) => `VITE_VAPI_ASSISTANT_ID_${name}`),
      'VITE_VAPI_ASSISTANT_ID',
      'VITE_VAPI_ASSISTANT_ID_NOAH',
    ]);
    const env = { ...validateEnv({ ...demoEnv }), VITE_VAPI_ASSISTANT_ID_NOAH: 'assistant-noah' };
    expect(toConfig(env, true).voice.assistants).toMatchObject({
      VITE_VAPI_ASSISTANT_ID_CLARA: 'demo-assistant-clara',
      VITE_VAPI_ASSISTANT_ID_NOAH: 'assistant-noah',
    });
  });
});

describe('the app’s agent table', () => {
  it.each(Object.keys(agents))('%s has its portrait and its recorded greeting', (key) => {
    const pub = resolve(import.meta.dirname, '../../../public');
    expect(existsSync(`${pub}/images/agents/${key}.svg`)).toBe(true);
    expect(existsSync(`${pub}/audio/greeting-${key}.mp3`)).toBe(true);
  });
});
