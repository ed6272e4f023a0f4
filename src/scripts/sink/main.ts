import { createSinkServer } from './sink-server';

// `npm start` and the end-to-end tests run this; SINK_PORT picks the port.
const port = Number(process.env.SINK_PORT ?? 3001);
const host = process.env.SINK_HOST ?? '127.0.0.1';
const { server } = createSinkServer();
server.listen(port, host, () => {
  console.log(`EmailJS sink on http://${host}:${port}/ (what was "sent" is listed there)`);
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
