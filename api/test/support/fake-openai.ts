import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    messages: { role: string; content: string }[];
  };
}

export type FakeMode = 'answer' | 'fail' | 'hang';

/**
 * A local OpenAI-compatible Chat Completions server (POST …/chat/completions), answering whole or
 * as Server-Sent Events when asked to stream; it records what it was sent. No test reaches the internet.
 */
export async function startFakeOpenAi(pieces = ['Сильный ', 'продавец. ', 'Рекомендуется обучение.']) {
  const seen: SeenRequest[] = [];
  let mode: FakeMode = 'answer';
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as SeenRequest['body'];
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (mode === 'hang') return void hanging.add(res);
      if (mode === 'fail' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(500, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
      }
      const base = { id: 'chatcmpl-1', created: 1, model: body.model };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }, null));
      for (const piece of pieces) res.write(chunk({ content: piece }, null));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    endpoint: `http://127.0.0.1:${port}/v1`,
    seen,
    answer: pieces.join(''),
    setMode: (m: FakeMode) => (mode = m),
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
