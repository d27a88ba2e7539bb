import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dataPathShown } from '../config/data-path';
import { readDataPathForBuild } from './data-path';

const dir = mkdtempSync(join(tmpdir(), 'data-path-'));

describe("the build's data-path check", () => {
  it('fails on an incomplete table, naming the file, each station and field', () => {
    const file = join(dir, 'incomplete.json');
    writeFileSync(
      file,
      JSON.stringify({
        voicePlatform: { operator: 'Vapi, Inc.', region: 'US' },
        speechRecognition: { operator: 'Deepgram, Inc.', region: 'US', retention: '0 Tage' },
        languageModel: { region: 'EU', retention: '30 Tage' },
        speechSynthesis: { operator: 'ElevenLabs, Inc.', region: 'US', retention: '0 Tage' },
      }),
    );
    expect(() => readDataPathForBuild(file)).toThrow(
      `${file}: unvollständig oder falsch / incomplete or wrong:\n` +
        '  - voicePlatform.retention fehlt / is missing\n' +
        '  - languageModel.operator fehlt / is missing\n' +
        '  - summary fehlt / is missing',
    );
  });

  it('without a table warns, and the site shows no panel for real calls', () => {
    const warn = vi.fn();
    const table = readDataPathForBuild(join(dir, 'none.json'), warn);
    expect(table).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      `${join(dir, 'none.json')} fehlt: 'Wohin gehen die Daten?' wird nicht angezeigt / is missing: the data-path panel is left out (docs/data-path.example.json)`,
    );
    expect(dataPathShown('vapi', table)).toBeNull();
  });

  it('reads the table the site shows; the demo says nothing leaves the browser', () => {
    const table = readDataPathForBuild('tests/fake-data-path.json');
    expect(table?.summary).toEqual({
      operator: 'Helvox AG, per E-Mail an Ihr Unternehmen',
      region: ['CH'],
      retention: '90 Tage',
    });
    expect(dataPathShown('vapi', table)).toEqual({ kind: 'table', table });
    expect(dataPathShown('preview', table)).toEqual({ kind: 'local' });
  });
});
