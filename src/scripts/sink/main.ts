import { createSinkServer } from './sink-server';

// `npm start` and the end-to-end tests run this; SINK_PORT picks the port.
const port = Number(process.env.SINK_PORT ?? 3001);
const host = process.env.SINK_HOST ?? '127.0.0.1';
// The app's origins, comma-separated (start.ts and playwright.config.ts set them).
const appOrigins = (process.env.SINK_APP_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
// SINK_CAPTCHA=fake: start.ts runs the app with the local captcha fake.
const { server } = createSinkServer({
  appOrigins,
  captchaFake: process.env.SINK_CAPTCHA === 'fake',
});
server.listen(port, host, () => {
  console.log(
    `Test mailbox on http://${host}:${port}/: the emails forms send, kept on this computer`,
  );
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
