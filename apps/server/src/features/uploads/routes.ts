import multipart from '@fastify/multipart';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@kairos/core/constants';
import { AppError } from '@kairos/core/errors';
import {
  UploadDeleteBodySchema,
  UploadGrantBodySchema,
  UploadGrantSchema,
} from '@kairos/core/routing/upload-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { deleteUpload } from './deletion.ts';
import * as service from './service.ts';

const tags = ['Upload'];

/** RFC 6266 / 5987: an ASCII fallback name and the exact name in UTF-8. */
function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const GRANT_NOTE =
  'Then post a multipart form to `url`: every entry of `fields`, then the file as `file`. ' +
  '415 MIME_TYPE_NOT_SUPPORTED for a type that is not allowed or a name whose extension does not fit ' +
  'it; 400 UPLOAD_FAILED for anything else (e.g. a `size` over the limit).';

/**
 * Uploads (spec sections 5, 7 and 8): grants, the local upload target, downloads and deletion.
 * `pages` answers for the public pages a visitor uploads from.
 */
export function uploadRoutes(deps: Deps, pages: service.UploadPages): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { files: 1, fields: 10, fieldSize: 8192, fileSize: DEFAULT_UPLOAD_MAX_BYTES + 1, parts: 12 },
    });

    app.post(
      '/file/upload',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description: `A host’s upload into the workspace (25 MB at most). ${GRANT_NOTE}`,
          body: UploadGrantBodySchema,
          response: { 200: UploadGrantSchema },
        },
      },
      async (request) => service.grantHostUpload(deps, authOf(request), request.body),
    );

    app.post(
      '/website/upload',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'A visitor’s upload for a public page, with the workspace’s `accessLink`: module ROUTING_FORM ' +
            '(5 MB; the workspace must have an ACTIVE routing form) or BOOKING (25 MB). A missing access ' +
            `link or the literal 'fallback' is refused. ${GRANT_NOTE}`,
          body: UploadGrantBodySchema,
          response: { 200: UploadGrantSchema },
        },
      },
      async (request) => service.grantPublicUpload(deps, pages, request.body),
    );

    app.post(
      '/file/upload-target',
      {
        config: { access: 'public', signedForm: true },
        // A refusal can come before the whole body has arrived (a file over its size stops being
        // read at the limit). Left unread, the rest of it would sit in front of the next request
        // on the same connection until a timeout: say the connection ends with this answer, and
        // drop what still arrives until it does.
        onSend: async (request, reply) => {
          if (request.raw.complete) return;
          reply.header('Connection', 'close');
          request.raw.unpipe();
          request.raw.resume();
        },
        schema: {
          tags,
          description:
            'The local store’s upload address (multipart: the grant’s fields, then `file`). The signed policy ' +
            'fixes key, type, size and expiry. The bytes must fit the declared type (file signatures; text ' +
            'must be UTF-8 without NUL). 204 when stored; 415 MIME_TYPE_NOT_SUPPORTED when the content does ' +
            'not fit; 400 UPLOAD_FAILED when too large, expired or forged.',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('UPLOAD_FAILED');
        let part: Awaited<ReturnType<typeof request.file>>;
        try {
          part = await request.file();
        } catch {
          throw new AppError('UPLOAD_FAILED');
        }
        if (!part) throw new AppError('UPLOAD_FAILED');
        const fields: Record<string, string> = {};
        for (const [name, value] of Object.entries(part.fields)) {
          const entry = Array.isArray(value) ? value[0] : value;
          if (entry && entry.type === 'field' && typeof entry.value === 'string') fields[name] = entry.value;
        }
        try {
          await service.receiveUpload(deps, {
            fields,
            file: part.file,
            truncated: () => part.file.truncated,
          });
        } finally {
          part.file.resume();
        }
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/file/download/:key',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'A stored file, by a signed address from an upload grant or the response list (valid about an hour). ' +
            'Always served as a download (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`, ' +
            '`Content-Security-Policy: sandbox`), so no upload renders as a page of this site.',
          params: z.object({ key: z.string().min(1).max(300) }),
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        const file = await service.openDownload(deps, key, request.query.expires, request.query.signature);
        return reply
          .header(
            'Content-Type',
            file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType,
          )
          .header('Content-Length', String(file.size))
          .header('Content-Disposition', contentDisposition('attachment', file.name))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "sandbox; default-src 'none'")
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .header('Cache-Control', 'private, max-age=300')
          .send(file.stream);
      },
    );

    app.get(
      '/file/public/:key',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'A file shown on public pages (a workspace logo: PNG, JPEG, GIF or WebP uploaded with module ' +
            'APPEARANCE), at a lasting address. Other files are only reachable through signed downloads.',
          params: z.object({ key: z.string().min(1).max(300) }),
        },
      },
      async (request, reply) => {
        const file = await service.openPublicFile(deps, request.params.key);
        if (file.kind === 'redirect') return reply.redirect(file.url, 302);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Length', String(file.size))
          .header('Content-Disposition', contentDisposition('inline', file.name))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "sandbox; default-src 'none'")
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(file.stream);
      },
    );

    app.post(
      '/file/delete',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'Deletes a file of the caller’s workspace with the permission of what it belongs to: a logo ' +
            '(APPEARANCE) needs appearance edit; a profile photo (PROFILE) only its owner; a visitor’s booking ' +
            'attachment (BOOKING) the hosts who may change every booking it is attached to (calendar edit and ' +
            'organizer or host, or a super-admin role); a routing form file (ROUTING_FORM) routing forms edit; ' +
            'an EVENT file events edit; a GENERAL file its uploader or a super-admin role. 403 FORBIDDEN otherwise; ' +
            '404 for a key of another workspace, unknown or already deleted.',
          body: UploadDeleteBodySchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await deleteUpload(deps, authOf(request), request.body.key);
        return { ok: true as const };
      },
    );
  };
}
