import { delay, http, HttpResponse } from 'msw';
import { demoEnv } from '../../src/config/demo-env';

const url = demoEnv.VITE_DEMO_WEBHOOK_URL;

/** The automation webhook that receives demo requests: accepts a well-formed JSON body. */
export const demoRequestHandlers = [
  http.post(url, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const wellFormed =
      body !== null &&
      ['name', 'email', 'message'].every((key) => typeof body[key] === 'string') &&
      Object.keys(body).length === 3;
    if (!wellFormed) return HttpResponse.json({ error: 'bad request' }, { status: 400 });
    return HttpResponse.json({ received: true });
  }),
];

/** Ways the webhook can fail, for tests to `use()` on top of the default handlers. */
export const demoRequestFailures = {
  status500: http.post(url, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
  unreachable: http.post(url, () => HttpResponse.error()),
  hanging: http.post(url, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
};
