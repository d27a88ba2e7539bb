import { describe, expect, it } from 'vitest';
import { demoEnv } from '@/config/demo-env';
import { server } from '../../../../tests/mocks/node';
import { UNJOINABLE_CALL_URL, voiceFailures } from '@/mocks/voice.handlers';

const url = `${demoEnv.VITE_VAPI_API_URL}/call/web`;
const post = (body: unknown, key = 'demo-public-key') =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });

describe('voice API stand-in (MSW)', () => {
  it('creates a web call whose URL cannot be joined', async () => {
    const response = await post({ assistantId: 'demo-assistant-clara' });
    expect(response.status).toBe(201);
    const call = (await response.json()) as Record<string, unknown>;
    expect(call).toMatchObject({
      webCallUrl: UNJOINABLE_CALL_URL,
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: '11labs' } },
    });
  });

  it('needs an assistant, squad or workflow, and a bearer key', async () => {
    expect((await post({})).status).toBe(400);
    const anonymous = await fetch(url, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('offers 401, 500 and network failures', async () => {
    server.use(voiceFailures.unauthorized);
    expect((await post({ assistantId: 'a' })).status).toBe(401);
    server.use(voiceFailures.serverError);
    expect((await post({ assistantId: 'a' })).status).toBe(500);
    server.use(voiceFailures.unreachable);
    await expect(post({ assistantId: 'a' })).rejects.toThrow();
  });
});
