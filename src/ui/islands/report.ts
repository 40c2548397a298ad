type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
// docs/spec/product-spec.md section 9: the client-side log level is info.
const CLIENT_LOG_LEVEL: Level = 'info';

/** Sends a browser-side event to POST /api/logging; logging must never throw into the page. */
export const reportToServer = (level: Level, msg: string, data?: Record<string, unknown>) => {
  if (ORDER[level] < ORDER[CLIENT_LOG_LEVEL]) return;
  const body = JSON.stringify({ level, msg, data: { ...data, page: window.location.pathname } });
  fetch('/api/logging', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
};

let listening = false;

/** Reports the page's uncaught errors and rejections (once per page, whichever entry asks first). */
export const listenForErrors = () => {
  if (listening) return;
  listening = true;
  window.addEventListener('error', (event) => reportToServer('error', event.message));
  window.addEventListener('unhandledrejection', (event) =>
    reportToServer('error', 'Unhandled rejection', { reason: String(event.reason) }),
  );
};
