import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@kairos/core/constants';
import { AppError } from '@kairos/core/errors';
import { fileSizeMessage } from '@kairos/core/questions/answer-messages';
import {
  fileExtension,
  formatFileSize,
  PUBLIC_FORM_ATTACHMENT_MAX_BYTES,
} from '@kairos/core/questions/attachments';
import {
  isUploadContentType,
  PUBLIC_FILE_MODULES,
  PUBLIC_FILE_TYPES,
  PUBLIC_UPLOAD_MODULES,
  UPLOAD_CONTENT_TYPES,
  type UploadContentType,
  type UploadGrant,
  type UploadGrantBody,
  type UploadModule,
} from '@kairos/core/routing/upload-schema';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as repo from './repo.ts';
import { presignedObjectUrl, presignedPost } from './s3.ts';
import { decodePolicy, encodePolicy, signDownload, verifyDownload } from './signing.ts';
import { contentMatches, isTextType, TextChecker } from './sniff.ts';
import {
  commitTemp,
  discard,
  ensureDir,
  isSafeKey,
  openStored,
  tempWriter,
  uploadsDirOf,
} from './storage.ts';

export const UPLOAD_GRANT_TTL_MS = 15 * 60 * 1000;
export const DOWNLOAD_TTL_MS = 60 * 60 * 1000;
export const UPLOAD_PATH = '/api/v1/bookings/file/upload-target';
export const DOWNLOAD_PATH = '/api/v1/bookings/file/download';
export const PUBLIC_FILE_PATH = '/api/v1/bookings/file/public';
const HEAD_BYTES = 4096;
const LOCAL_BUCKET = 'local';

const unsupported = () => new AppError('MIME_TYPE_NOT_SUPPORTED');
const failed = (message?: string) => new AppError('UPLOAD_FAILED', message);

/** The size cap of a module: 5 MB for public routing form attachments, 25 MB otherwise. */
export function maxBytesOf(module: UploadModule): number {
  return module === 'ROUTING_FORM' ? PUBLIC_FORM_ATTACHMENT_MAX_BYTES : DEFAULT_UPLOAD_MAX_BYTES;
}

/**
 * The most of a file's name a key keeps. Keys travel as a path parameter, which the router
 * refuses (414) past 100 characters: a random id (36), this much of the name and a short
 * extension always fit, however long the name. The name itself is kept whole with the file.
 */
const KEY_STEM_MAX = 40;
const KEY_EXTENSION_MAX = 8;

/** A key the server makes: random, then the start of the file's name reduced to safe characters. */
export function newKey(fileName: string): string {
  const extension = fileExtension(fileName);
  const stem = fileName
    .slice(0, extension ? -(extension.length + 1) : undefined)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, KEY_STEM_MAX)
    .replace(/^-+|-+$/g, '');
  const suffix = extension.replace(/[^a-z0-9]+/g, '').slice(0, KEY_EXTENSION_MAX);
  return `${randomUUID()}${stem ? `-${stem}` : ''}${suffix ? `.${suffix}` : ''}`;
}

/** Checks the declared type and name: an allowed type whose extensions include the name's. */
function checkType(mimeType: string, fileName: string): UploadContentType {
  if (!isUploadContentType(mimeType)) throw unsupported();
  const allowed: readonly string[] = UPLOAD_CONTENT_TYPES[mimeType];
  if (!allowed.includes(fileExtension(fileName))) throw unsupported();
  return mimeType;
}

interface GrantInput {
  appId: string;
  agentId: string | null;
  accessLink: string | null;
  body: UploadGrantBody;
}

async function grant(deps: Deps, input: GrantInput): Promise<UploadGrant> {
  const { body } = input;
  const contentType = checkType(body.mimeType, body.fileName);
  if (PUBLIC_FILE_MODULES.includes(body.module) && !PUBLIC_FILE_TYPES.includes(contentType))
    throw unsupported();
  const maxBytes = maxBytesOf(body.module);
  if (body.size !== undefined && body.size > maxBytes)
    throw failed(fileSizeMessage(formatFileSize(maxBytes)));
  const key = newKey(body.fileName);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + UPLOAD_GRANT_TTL_MS);
  const s3 = deps.config.s3;
  const row = await repo.insertUpload(deps.db, {
    appId: input.appId,
    key,
    name: body.fileName,
    bucket: s3?.bucket ?? LOCAL_BUCKET,
    contentType,
    module: body.module,
    maxBytes,
    createdBy: input.agentId,
    accessLink: input.accessLink,
    expiresAt,
  });
  if (s3) {
    const form = presignedPost(s3, { key, contentType, maxBytes, expires: expiresAt, now });
    return { url: form.url, fields: form.fields, key, fileUrl: fileUrlOf(deps, row), maxBytes };
  }
  const signed = encodePolicy(deps.config.sessionSecret, {
    key,
    contentType,
    maxBytes,
    expires: expiresAt.toISOString(),
  });
  return {
    url: `${deps.config.publicUrl}${UPLOAD_PATH}`,
    fields: { key, 'Content-Type': contentType, policy: signed.policy, signature: signed.signature },
    key,
    fileUrl: fileUrlOf(deps, row),
    maxBytes,
  };
}

/** Where a new file will be read: a lasting public address for logos, a signed one otherwise. */
function fileUrlOf(deps: Deps, row: repo.UploadRow): string {
  return PUBLIC_FILE_MODULES.includes(row.module as UploadModule)
    ? `${deps.config.publicUrl}${PUBLIC_FILE_PATH}/${encodeURIComponent(row.key)}`
    : downloadUrl(deps, row);
}

/**
 * A file shown on public pages (a logo), by its lasting address: the local file, or a fresh
 * presigned address of the S3 object. Anything else, or a file not yet uploaded, is NOT_FOUND.
 */
export async function openPublicFile(
  deps: Deps,
  key: string,
): Promise<({ kind: 'stream' } & Download) | { kind: 'redirect'; url: string }> {
  const notFound = () => new AppError('NOT_FOUND', 'This file is no longer available');
  if (!isSafeKey(key)) throw notFound();
  const row = await repo.findUpload(deps.db, key);
  if (
    row?.status !== 'UPLOADED' ||
    !PUBLIC_FILE_MODULES.includes(row.module as UploadModule) ||
    !PUBLIC_FILE_TYPES.includes(row.contentType)
  ) {
    throw notFound();
  }
  const s3 = deps.config.s3;
  if (s3 && row.bucket === s3.bucket) {
    const url = presignedObjectUrl(s3, { method: 'GET', key, now: deps.now(), expiresSeconds: 3600 });
    return { kind: 'redirect', url };
  }
  const file = await openStored(uploadsDirOf(deps.config), key);
  if (!file) throw notFound();
  return { kind: 'stream', ...file, name: row.name, contentType: row.contentType };
}

/**
 * The lasting public address of an image the workspace uploaded with `module` (a host's photo),
 * given the `fileUrl` its grant returned (absolute, or from the path on); undefined when the
 * address names no such stored image.
 */
export async function publicImageUrl(
  deps: Deps,
  appId: string,
  module: UploadModule,
  url: string,
): Promise<string | undefined> {
  const path = url.startsWith(deps.config.publicUrl) ? url.slice(deps.config.publicUrl.length) : url;
  const prefix = `${PUBLIC_FILE_PATH}/`;
  if (!path.startsWith(prefix)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
  if (!isSafeKey(key)) return undefined;
  const row = await repo.findUpload(deps.db, key);
  if (
    row?.appId !== appId ||
    row.status !== 'UPLOADED' ||
    row.module !== module ||
    !PUBLIC_FILE_MODULES.includes(module) ||
    !PUBLIC_FILE_TYPES.includes(row.contentType)
  ) {
    return undefined;
  }
  return fileUrlOf(deps, row);
}

/**
 * The lasting address of the image the workspace uploaded with `module` that `url` names, or a
 * VALIDATION_ERROR on the field `path`. A host's photo and the workspace's logo are only ever
 * such uploads, so public pages load no image from elsewhere.
 */
export async function uploadedImageOrThrow(
  deps: Deps,
  appId: string,
  module: UploadModule,
  url: string,
  field: { path: string; what: string },
): Promise<string> {
  const lasting = url === '' ? undefined : await publicImageUrl(deps, appId, module, url);
  if (lasting) return lasting;
  const message = `Upload a PNG, JPEG, GIF or WebP image for the ${field.what}`;
  throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: field.path, message }] });
}

/** `POST /file/upload`: a host's upload into their own workspace. */
export async function grantHostUpload(
  deps: Deps,
  auth: AuthContext,
  body: UploadGrantBody,
): Promise<UploadGrant> {
  return grant(deps, { appId: auth.appId, agentId: auth.agentId, accessLink: null, body });
}

/**
 * What a visitor's upload asks of the public pages it comes from: which workspace an access link
 * names, and whether that workspace has a routing form live to take ROUTING_FORM files. Uploads
 * knows no page: the composition root passes the answers (`apps/server/src/app.ts`).
 */
export interface UploadPages {
  /** The workspace whose access link this is (compared without case), if any. */
  workspaceOf(deps: Deps, accessLink: string): Promise<string | undefined>;
  hasActiveForm(deps: Deps, appId: string): Promise<boolean>;
}

/**
 * `POST /website/upload`: a visitor's upload for a workspace's public page, named by its access
 * link. ROUTING_FORM files need a workspace with an ACTIVE form; BOOKING files a workspace.
 * The literal 'fallback' (a page without an access link) names no workspace and is refused.
 */
export async function grantPublicUpload(
  deps: Deps,
  pages: UploadPages,
  body: UploadGrantBody,
): Promise<UploadGrant> {
  if (!PUBLIC_UPLOAD_MODULES.includes(body.module)) throw failed('This kind of upload needs a login');
  const accessLink = body.accessLink?.trim() ?? '';
  if (accessLink === '' || accessLink.toLowerCase() === 'fallback')
    throw failed('Uploads need the page’s address');
  const appId = await pages.workspaceOf(deps, accessLink);
  if (!appId) throw failed('Uploads need the page’s address');
  if (body.module === 'ROUTING_FORM' && !(await pages.hasActiveForm(deps, appId))) {
    throw failed('This page takes no uploads');
  }
  return grant(deps, { appId, agentId: null, accessLink, body });
}

/** The multipart fields and the file stream of an upload form, as the route reads them. */
export interface IncomingUpload {
  fields: Record<string, string>;
  file: Readable;
  /** Set when the multipart parser cut the file at its limit. */
  truncated: () => boolean;
}

/**
 * The local upload target: checks the signed policy (key, type, size, expiry), streams the file
 * into a temporary file while counting and checking its bytes, and keeps it only when it is
 * within the size and its content is what its type says.
 */
export async function receiveUpload(deps: Deps, incoming: IncomingUpload): Promise<void> {
  const { fields } = incoming;
  const policy = decodePolicy(deps.config.sessionSecret, fields.policy ?? '', fields.signature ?? '');
  if (!policy || policy.key !== fields.key || !isSafeKey(policy.key)) throw failed();
  if (Date.parse(policy.expires) <= deps.now().getTime()) throw failed('The upload form has expired');
  if (fields['Content-Type'] !== undefined && fields['Content-Type'] !== policy.contentType)
    throw unsupported();
  const row = await repo.findUpload(deps.db, policy.key);
  if (row?.status !== 'PENDING') throw failed();
  const type = row.contentType;
  if (!isUploadContentType(type)) throw unsupported();

  const dir = uploadsDirOf(deps.config);
  await ensureDir(dir);
  const temp = tempWriter(dir, row.key);
  let size = 0;
  let head = Buffer.alloc(0);
  let tooLarge = false;
  const text = isTextType(type) ? new TextChecker() : null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > row.maxBytes) {
        tooLarge = true;
        done(new Error('too large'));
        return;
      }
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      text?.push(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(incoming.file, counter, temp.stream);
  } catch (error) {
    await discard(temp.path);
    if (tooLarge) throw failed(fileSizeMessage(formatFileSize(row.maxBytes)));
    throw error instanceof AppError ? error : failed();
  }
  if (incoming.truncated() || size > row.maxBytes) {
    await discard(temp.path);
    throw failed(fileSizeMessage(formatFileSize(row.maxBytes)));
  }
  const fits = text ? size > 0 && text.finish() : contentMatches(type, head);
  if (!fits) {
    await discard(temp.path);
    throw unsupported();
  }
  await commitTemp(dir, temp.path, row.key);
  const marked = await repo.markUploaded(deps.db, row.key, size, deps.now());
  if (!marked) throw failed();
}

/**
 * A signed address to read a stored file for about an hour (the expiry is rounded to whole
 * hours, so repeated lists agree): the app's download route for the local store, a presigned
 * GET that forces a download for S3.
 */
export function downloadUrl(
  deps: Deps,
  file: Pick<repo.UploadRow, 'key' | 'bucket' | 'name' | 'contentType'>,
): string {
  const hour = 60 * 60 * 1000;
  const expires = Math.ceil((deps.now().getTime() + DOWNLOAD_TTL_MS) / hour) * hour;
  const s3 = deps.config.s3;
  if (s3 && file.bucket === s3.bucket) {
    const now = new Date(expires - DOWNLOAD_TTL_MS - hour);
    return presignedObjectUrl(s3, {
      method: 'GET',
      key: file.key,
      now,
      expiresSeconds: (DOWNLOAD_TTL_MS + hour) / 1000,
      download: { fileName: file.name, contentType: file.contentType },
    });
  }
  const signature = signDownload(deps.config.sessionSecret, file.key, expires);
  return `${deps.config.publicUrl}${DOWNLOAD_PATH}/${encodeURIComponent(file.key)}?expires=${expires}&signature=${signature}`;
}

export interface Download {
  stream: Readable;
  size: number;
  name: string;
  contentType: string;
}

/** A stored file for a signed download address; NOT_FOUND for a bad or expired signature or a deleted file. */
export async function openDownload(
  deps: Deps,
  key: string,
  expires: number,
  signature: string,
): Promise<Download> {
  const notFound = () => new AppError('NOT_FOUND', 'This file is no longer available');
  if (!isSafeKey(key) || !Number.isFinite(expires) || expires <= deps.now().getTime()) throw notFound();
  if (!verifyDownload(deps.config.sessionSecret, key, expires, signature)) throw notFound();
  const row = await repo.findUpload(deps.db, key);
  if (row?.status !== 'UPLOADED') throw notFound();
  const file = await openStored(uploadsDirOf(deps.config), key);
  if (!file) throw notFound();
  return { ...file, name: row.name, contentType: row.contentType };
}

/** The stored files of a workspace among `keys`, by key. */
export async function storedUploads(
  deps: Deps,
  appId: string | AuthorizedAppId,
  keys: readonly string[],
): Promise<Map<string, repo.UploadRow>> {
  const rows = await repo.findStoredUploads(deps.db, appId, keys, deps.config.s3?.bucket);
  return new Map(rows.map((row) => [row.key, row]));
}
