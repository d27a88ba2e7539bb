import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { RecapSummary } from '@machines/call/call.selectors';
import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';
import { ToastProvider } from '@/components/toaster';
import { agentNaming, assistantNaming } from '@/features/call/outcomes/recap-text';
import { ownerMessage } from '../outcomes/owner-message/owner-message';
import { OwnerMessagePreview } from './owner-message.view';

/** 'Was bei Ihnen ankommt': the e-mail a business would get after a call, one story per state. */
const meta = {
  title: 'Call/Owner message',
  component: OwnerMessagePreview,
  decorators: [
    (Story, { args }) => (
      <div
        className={`mx-auto flex max-w-xl flex-col gap-3 p-4 ${args.theme === 'dark' ? 'bg-slate-900' : ''}`}
      >
        <Story />
      </div>
    ),
    // Outermost: the copy button raises toasts.
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof OwnerMessagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const T0 = Date.UTC(2026, 10, 26, 13, 30, 0);
const call = (agent: string, ...visitor: string[]): RecapSummary => ({
  agent,
  connectedAt: T0,
  endedAt: T0 + 48_000,
  durationMs: 48_000,
  exchanges: visitor.length,
  medianAnswerMs: 820,
  p90AnswerMs: 1_140,
  transcript: visitor.flatMap((line, index) => [
    { role: 'visitor' as const, text: line, at: T0 + 10_000 * index + 2_000 },
    {
      role: 'assistant' as const,
      text: 'Vorschau-Antwort: Gerne.',
      at: T0 + 10_000 * index + 3_000,
    },
  ]),
});
const appointment: OutcomeCard = {
  id: 'preview-clara-1',
  kind: 'appointment',
  status: 'done',
  details: {
    kind: 'appointment',
    slot: { date: '2026-12-03', time: '14:30' },
    reason: 'Kontrolle',
  },
  at: T0,
};
const claim: OutcomeCard = {
  id: 'preview-luca-1',
  kind: 'claim',
  status: 'done',
  details: {
    kind: 'claim',
    number: 'SM-40213',
    damage: 'Wasserschaden',
    nextStep: 'Eine Schadenexpertin meldet sich innerhalb von 24 Stunden bei Ihnen.',
  },
  at: T0,
};
const zurich = { timeZone: 'Europe/Zurich' };

const withCaller = ownerMessage(
  call(
    'clara',
    'Mein Name ist Anna Müller. Ich hätte gerne nächste Woche einen Termin zur Kontrolle.',
    'Sie erreichen mich unter 079 123 45 67.',
  ),
  [appointment],
  agentNaming({ name: 'Clara', badge: 'Terminbuchungs-Assistent' }),
  zurich,
);
const urgent = ownerMessage(
  call('luca', 'Wir haben einen Wasserschaden im Keller, es ist dringend.'),
  [claim],
  agentNaming({ name: 'Luca', badge: 'Versicherungs-Assistent' }),
  zurich,
);
const assistant = ownerMessage(
  call('helvox', 'Was kostet ein Assistent für meine Praxis?'),
  [],
  assistantNaming,
  zurich,
);

const trigger = (canvas: { getByRole: (role: string, o: object) => HTMLElement }) =>
  canvas.getByRole('button', { name: 'Was bei Ihnen ankommt' });

/** Collapsed: only the disclosure's title; a press opens the preview. */
export const Collapsed: Story = {
  args: { message: withCaller },
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Demo – es wurde nichts gesendet.')).not.toBeVisible();
    await userEvent.click(trigger(canvas));
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Demo – es wurde nichts gesendet.')).toBeVisible();
  },
};

/** Open, normal: the caller gave name and number; Clara reserved a slot. */
export const MessageWithCallerDetails: Story = {
  args: { message: withCaller, defaultOpen: true },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('article', { name: 'E-Mail-Vorschau' });
    await expect(canvas.getByTestId('owner-message-subject')).toHaveTextContent(
      'Neuer Anruf über Clara: Termin reserviert (Demo)',
    );
    await expect(preview).toHaveTextContent('Anna Müller');
    await expect(preview).toHaveTextContent('079 123 45 67');
    await expect(canvas.getByRole('link', { name: 'So schalten Sie es ein' })).toHaveAttribute(
      'href',
      '/einrichten',
    );
    await expect(canvas.getByRole('button', { name: 'Als E-Mail herunterladen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Text kopieren' })).toBeVisible();
  },
};

/** Open, urgent ('Wasserschaden'), no name or number (its subject: owner-message.node.test.ts). */
export const UrgentMessageWithoutCallerDetails: Story = {
  args: { message: urgent, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Das Wort «Wasserschaden» fiel im Gespräch.')).toBeVisible();
    await expect(canvas.getAllByText('nicht genannt')).toHaveLength(2);
  },
};

/** Open on /full's dark page: the assistant took a message, no outcome card. */
export const MessageOnDarkPage: Story = {
  args: { message: assistant, defaultOpen: true, theme: 'dark' },
};
