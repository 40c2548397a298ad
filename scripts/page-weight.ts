import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIST } from '#adapters/http/assets.ts';
import type { Runtime } from '#composition/index.ts';
import { completedClient } from '#tests/fixtures/client-flow.ts';
import { createClient } from '#tests/fixtures/http-client.ts';

/**
 * What each kiosk page makes a tablet download, gzipped as the server sends it: the scripts the
 * page's HTML names plus every chunk they import (from Vite's manifest), and the stylesheet. A kiosk
 * page is a server-rendered form; its scripts are the few islands (idle reset, answer drafts).
 */
/** Issue 11: a kiosk page downloads at most this much, scripts and styles together (gzipped). */
const KIOSK_BUDGET_KB = 75;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

const manifestOf = async () =>
  JSON.parse(await readFile(new URL('.vite/manifest.json', CLIENT_DIST), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

const gzippedKb = async (file: string) =>
  gzipSync(await readFile(new URL(file, CLIENT_DIST))).length / 1024;

/**
 * The files a page loads: its scripts with their static imports, the islands it shows (a family's
 * entry imports each island's module lazily; the module's file name starts with the island's name)
 * and its stylesheets.
 */
const filesOf = (html: string, manifest: Record<string, ManifestChunk>) => {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].flatMap(([, src]) => {
    const key = src ? byFile.get(src) : undefined;
    return key ? [key] : [];
  });
  for (const entry of entries) visit(entry);
  const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name));
  const lazy = entries.flatMap((entry) => manifest[entry]?.dynamicImports ?? []);
  const lazyNamed = (prefix: string) =>
    lazy.find((key) => key.split('/').pop()?.replace(/^_/, '').startsWith(prefix));
  for (const name of islands) {
    const module = lazyNamed(`${name}.`);
    if (!module) continue;
    visit(module);
    // A React island (`*.island.tsx`, not a `*.behaviour.ts`) brings React's hydration with it.
    const hydrate = module.includes('.island') ? lazyNamed('hydrate') : undefined;
    if (hydrate) visit(hydrate);
  }
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].flatMap(
    ([, href]) => (href ? [href] : []),
  );
  return { scripts: [...scripts], styles };
};

export const reportKioskPageWeight = async (runtime: Runtime) => {
  const manifest = await manifestOf().catch(() => null);
  if (!manifest) {
    console.log('No client build: run `npm run build` to measure what kiosk pages ship.');
    return;
  }
  const kiosk = createClient(runtime);
  await kiosk.signIn('kiosk@demo.test');
  const started = await kiosk.form('/client', { sequence: 'buyCar' });
  const visit = new URL(started.headers.get('location') ?? '', 'http://x').searchParams.get(
    'clientId',
  );
  const done = await completedClient(kiosk);
  const pages = [
    '/client',
    ...[1, 2, 3, 4].map((part) => `/client/questionnaire/${visit}/part-${part}?clientId=${visit}`),
    `/client/questionnaire/endQuestionnaire?clientId=${done}`,
    `/client/choose-representative?clientId=${done}`,
    `/client/choose-representative/manualSellerSelection?clientId=${done}`,
    `/client/choose-representative/no-rep?clientId=${done}`,
  ];
  console.log(
    `\nKiosk pages: what a tablet downloads (gzipped, KB; budget ${KIOSK_BUDGET_KB} KB of JS + CSS)`,
  );
  console.log(
    `${'page'.padEnd(58)} ${'JS'.padStart(6)} ${'CSS'.padStart(6)} ${'total'.padStart(6)}  scripts`,
  );
  for (const page of pages) {
    const response = await kiosk.request(page);
    const html = await response.text();
    const { scripts, styles } = filesOf(html, manifest);
    let js = 0;
    for (const file of scripts) js += await gzippedKb(file);
    let css = 0;
    for (const file of styles) css += await gzippedKb(file);
    const shown = page.replace(/[0-9a-f-]{36}/g, '{id}');
    console.log(
      `${`${shown} (${response.status})`.padEnd(58)} ${js.toFixed(1).padStart(6)} ${css.toFixed(1).padStart(6)} ` +
        `${(js + css).toFixed(1).padStart(6)}  ${scripts.length}${js + css > KIOSK_BUDGET_KB ? '  over budget' : ''}`,
    );
  }
};
