import { delay, http, HttpResponse } from 'msw';
import { demoEnv } from '@/config/demo-env';

const url = demoEnv.VITE_DEMO_WEBHOOK_URL;

/** The webhook's possible answers, for handlers that decide when to answer. */
export const demoRequestAnswers = {
  ok: () => HttpResponse.json({ received: true }),
  status500: () => HttpResponse.json({ error: 'boom' }, { status: 500 }),
  unreachable: () => HttpResponse.error(),
};

/** The automation webhook that receives demo requests: accepts a well-formed JSON body. */
export const demoRequestHandlers = [
  http.post(url, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const fields = ['name', 'email', 'message', 'requestId'];
    const wellFormed =
      body !== null &&
      fields.every((key) => typeof body[key] === 'string') &&
      Object.keys(body).length === fields.length;
    if (!wellFormed) return HttpResponse.json({ error: 'bad request' }, { status: 400 });
    return demoRequestAnswers.ok();
  }),
];

/** Ways the webhook can fail, for tests to `use()` on top of the default handlers. */
export const demoRequestFailures = {
  status500: http.post(url, demoRequestAnswers.status500),
  unreachable: http.post(url, demoRequestAnswers.unreachable),
  hanging: http.post(url, async () => {
    await delay('infinite');
    return demoRequestAnswers.ok();
  }),
};
