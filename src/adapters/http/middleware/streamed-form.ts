import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { FileStorage, StagedFile } from '#application/ports/file-storage.port.ts';
import { drain, DRAIN_LIMIT_BYTES } from './body-limit.ts';

/**
 * A file of a streamed form: what handlers get as a `File` (name, type, size; its content is read
 * from the disk only if read), with the staged file the storage keeps by a move (decision 043).
 */
export class ReceivedFile extends File {
  constructor(
    readonly staged: StagedFile,
    name: string,
    type: string,
  ) {
    super([staged.content], name, { type });
  }
}

export type StreamedFormLimits = {
  /** The whole body, as it arrives. */
  bodyBytes: number;
  /** Each file. */
  fileBytes: number;
  /** The first bytes of each file kept to tell its type by. */
  headBytes: number;
  /** All the text fields together, which are held in memory. */
  fieldBytes: number;
};

export type Refusal = 'fileTooLarge' | 'formTooLarge' | 'malformed';

export type StreamedForm =
  | { ok: true; form: FormData; staged: StagedFile[] }
  /** `drained`: the rest of the body was read, so the connection may stay open. */
  | { ok: false; refusal: Refusal; drained: boolean };

type Storage = Pick<FileStorage, 'receive' | 'discard'>;

/** At most this many parts: a training form has five fields; anything near this is no form. */
const MAX_PARTS = 200;

/**
 * Reads a multipart body as it arrives, without holding its files (decision 043): text fields are
 * kept (at most `fieldBytes` in all), each file goes to the storage's staging area, counted as it
 * is written. Past a limit, reading stops at once, the partial file is removed and the rest of the
 * body is read and dropped (up to a limit, as decision 030 asks) so the client gets the answer. A
 * body that does not parse (no boundary, cut short) is `malformed`; on every refusal no staged
 * file is left.
 */
export const readStreamedForm = async (
  request: Request,
  limits: StreamedFormLimits,
  storage: Storage,
): Promise<StreamedForm> => {
  const reader = request.body?.getReader();
  const entries: [string, string | File][] = [];
  const staged: StagedFile[] = [];
  const receiving: Promise<void>[] = [];
  const files = new Set<BusboyFileStream>();
  let fault: unknown;
  let refusal: Refusal | undefined;
  let stopped = () => {};
  const stop = new Promise<void>((resolve) => (stopped = resolve));
  const refuse = (reason: Refusal) => {
    refusal ??= reason;
    stopped();
  };

  const settle = async (): Promise<StreamedForm> => {
    // A file still being written when reading stopped is cut off here; its partial file goes.
    if (refusal || fault) for (const file of files) file.destroy();
    await Promise.allSettled(receiving);
    if (refusal || fault) await Promise.all(staged.map((file) => storage.discard(file)));
    if (fault) throw fault;
    if (!refusal) {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      return { ok: true, form, staged };
    }
    const drained = reader ? await drain(reader, DRAIN_LIMIT_BYTES).catch(() => false) : true;
    return { ok: false, refusal, drained };
  };

  let parser: ReturnType<typeof Busboy>;
  if (!reader) {
    refuse('malformed');
    return settle();
  }
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fieldSize: limits.fieldBytes, parts: MAX_PARTS },
    });
  } catch {
    // No boundary, or not multipart at all.
    refuse('malformed');
    return settle();
  }

  let fieldBytes = 0;
  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (nameTruncated || valueTruncated || fieldBytes > limits.fieldBytes) {
      return refuse('formTooLarge');
    }
    entries.push([name, value]);
  });
  parser.on('file', (name, stream, filename, _encoding, mimeType) => {
    // A part cut short errors its stream: that is the body's fault, not the disk's.
    let cutShort = false;
    stream.on('error', () => (cutShort = true));
    if (refusal) {
      stream.resume();
      return;
    }
    files.add(stream);
    const slot = entries.push([name, '']) - 1;
    const limit = { maxBytes: limits.fileBytes, headBytes: limits.headBytes };
    receiving.push(
      storage.receive(stream, limit).then(
        (file) => {
          if (file === 'tooLarge') return refuse('fileTooLarge');
          staged.push(file);
          entries[slot] = [name, new ReceivedFile(file, filename ?? '', mimeType)];
        },
        (error: unknown) => {
          if (cutShort || refusal) return refuse('malformed');
          fault ??= error;
          stopped();
        },
      ),
    );
  });
  parser.on('partsLimit', () => refuse('formTooLarge'));
  parser.on('error', () => refuse('malformed'));
  const finished = new Promise<void>((resolve) => parser.on('finish', resolve));
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      parser.write(chunk, (error) => (error ? reject(error) : resolve())),
    );

  let size = 0;
  try {
    for (;;) {
      if (refusal || fault) break;
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        // Every file is written once the parser finishes (it waits for their streams to end).
        await Promise.race([finished, stop]);
        break;
      }
      size += value.length;
      if (size > limits.bodyBytes) refuse('fileTooLarge');
      // A stalled write (a file refused mid-way stops reading its stream) ends with the refusal.
      else await Promise.race([write(value), stop]);
    }
  } catch {
    refuse('malformed');
  }
  return settle();
};
