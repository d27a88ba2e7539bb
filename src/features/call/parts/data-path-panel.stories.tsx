import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { validateDataPath } from '@/config/data-path.schema';
import exampleDataPath from '../../../../docs/data-path.example.json';
import { PrivacyNote } from './privacy-note';

/** 'Wohin gehen die Daten?' at the end of the consent line of every call surface, opened. */
const meta = {
  title: 'Call/Data path',
  component: PrivacyNote,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacyNote>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Wohin gehen die Daten?' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
};

/** Demo mode (the preview driver): the call never leaves the page, and the panel says so. */
export const DemoStaysOnTheDevice: Story = {
  args: { shown: { kind: 'local' } },
  play: async ({ canvasElement, canvas }) => {
    await open(canvasElement);
    await expect(canvas.getByText('Nichts verlässt Ihren Browser')).toBeVisible();
    await expect(
      canvas.getByText(
        'Diese Demo läuft ganz auf Ihrem Gerät: Die Begrüßung ist eine Aufnahme, die mit der Seite geladen wurde, und die Antworten kommen aus der Seite selbst. Ihre Stimme und was Sie schreiben gehen an keinen Sprachdienst und werden nirgends gespeichert.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A build with the operator's table (the example's): the stations from browser to summary. */
export const StationsOfAConfiguredBuild: Story = {
  args: { shown: { kind: 'table', table: validateDataPath(exampleDataPath) } },
  play: async ({ canvasElement, canvas }) => {
    await open(canvasElement);
    const stations = canvas.getAllByRole('listitem');
    await expect(stations.map((station) => station.querySelector('span')?.textContent)).toEqual([
      'Ihr Browser',
      'Sprachplattform',
      'Spracherkennung',
      'Sprachmodell',
      'Sprachausgabe',
      'Zusammenfassung',
    ]);
    await expect(stations[0]).toHaveTextContent(
      'Ihr BrowserNimmt Ihre Stimme auf und spielt die Antworten ab.BetreiberSieLand oder RegionIhr GerätAufbewahrungNur solange die Seite offen ist',
    );
    await expect(stations[4]).toHaveTextContent(
      'SprachausgabeSpricht die Antwort.BetreiberElevenLabs, Inc.Land oder RegionUSA, EUAufbewahrungNicht gespeichert',
    );
  },
};
