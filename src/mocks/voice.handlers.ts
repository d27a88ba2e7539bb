import { http, HttpResponse } from 'msw';
import { demoEnv } from '@/config/demo-env';

const webCallUrl = `${demoEnv.VITE_VAPI_API_URL}/call/web`;

/** Where the stand-in sends the browser to join: a `.invalid` host, so a join always fails. */
export const UNJOINABLE_CALL_URL = 'https://helvox-demo.daily.invalid/demo-room';

const unauthorizedBody = {
  message:
    'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
  error: 'Unauthorized',
  statusCode: 401,
};

/**
 * The voice provider's web-call creation (spec section 7): bearer authorisation, a body with
 * an assistant, squad or workflow; answers a queued web call whose `webCallUrl` cannot be joined.
 */
export const voiceHandlers = [
  http.post(webCallUrl, async ({ request }) => {
    if (!request.headers.get('authorization')?.startsWith('Bearer ')) {
      return HttpResponse.json(unauthorizedBody, { status: 401 });
    }
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const target = ['assistant', 'assistantId', 'squad', 'squadId', 'workflow', 'workflowId'];
    if (!body || !target.some((key) => body[key])) {
      return HttpResponse.json(
        {
          message: ['Assistant or Squad or Workflow must be provided.'],
          error: 'Bad Request',
          statusCode: 400,
        },
        { status: 400 },
      );
    }
    const now = new Date().toISOString();
    return HttpResponse.json(
      {
        id: 'demo-call-0001',
        orgId: 'demo-org',
        type: 'webCall',
        status: 'queued',
        assistantId: body.assistantId ?? null,
        webCallUrl: UNJOINABLE_CALL_URL,
        transport: { provider: 'daily', callUrl: UNJOINABLE_CALL_URL },
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: '11labs' } },
        createdAt: now,
        updatedAt: now,
      },
      { status: 201 },
    );
  }),
];

/** Ways web-call creation fails, for tests to `use()` on top of the default handlers. */
export const voiceFailures = {
  unauthorized: http.post(webCallUrl, () => HttpResponse.json(unauthorizedBody, { status: 401 })),
  serverError: http.post(webCallUrl, () =>
    HttpResponse.json({ message: 'Internal server error', statusCode: 500 }, { status: 500 }),
  ),
  unreachable: http.post(webCallUrl, () => HttpResponse.error()),
};
