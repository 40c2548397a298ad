import { benchDatabase, residentMb, signIn, startApp, stop } from './bench-load/setup.ts';

/**
 * `npm run bench:upload`: the app started as `npm start` starts it, then 4 concurrent 99 MB training
 * video uploads by a dealership owner; prints the server's resident memory before, at its peak and
 * a few seconds after (issue 19 item 6: the rise must stay under 150 MB once uploads stream).
 * A benchmark, not a test: it prints and asserts nothing.
 */
const PORT = Number(process.env['PORT'] ?? 4217);
const UPLOADS = Number(process.env['BENCH_UPLOADS'] ?? 4);
const VIDEO_MB = Number(process.env['BENCH_VIDEO_MB'] ?? 99);
const base = `http://127.0.0.1:${PORT}`;

/** An MP4 the upload check accepts (an `ftyp` box of a video brand), padded to the size. */
const video = () => {
  const bytes = new Uint8Array(VIDEO_MB * 1024 * 1024);
  bytes.set([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('isommp42')]);
  return new Blob([bytes], { type: 'video/mp4' });
};

const mb = (value: number) => `${value.toFixed(0)} MB`;

const database = await benchDatabase();
const app = await startApp(PORT, database.url);
try {
  const pid = app.child.pid ?? 0;
  const owner = await signIn(base, 'owner@demo.test');
  const file = video();
  const upload = async (index: number) => {
    const form = new FormData();
    form.set('name', `Upload benchmark ${index}`);
    form.set('videoSource', 'file');
    form.set('video', file, `bench-${index}.mp4`);
    // The multipart boundary comes from FormData, so the JSON content type is left out.
    const headers = {
      ...owner.headers,
      'x-csrf-token': owner.jsonHeaders['x-csrf-token'] ?? '',
      origin: base,
    };
    const response = await fetch(`${base}/api/trainings`, { method: 'POST', headers, body: form });
    await response.arrayBuffer();
    return response.status;
  };

  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(index)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = residentMb(pid);

  console.log(`${UPLOADS} concurrent uploads of ${VIDEO_MB} MB in ${seconds.toFixed(1)} s`);
  console.log(`  answers: ${statuses.join(', ')}`);
  console.log(`  resident memory before ${mb(before)}, peak ${mb(peak)}, 3 s after ${mb(after)}`);
  console.log(`  rise at the peak: ${mb(peak - before)} (goal: under 150 MB)`);
} finally {
  await stop(app.child);
  await database.drop();
}
