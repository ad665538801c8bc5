import { z } from 'zod';

/** Video providers a host connects an account of (Jitsi needs none). */
export const VIDEO_ACCOUNT_PROVIDERS = ['ZOOM'] as const;

/** One of the caller's connected video accounts; its tokens never leave the server. */
export const VideoConnectionSchema = z.object({
  provider: z.enum(VIDEO_ACCOUNT_PROVIDERS),
  status: z.enum(['OK', 'BROKEN']),
  /** Why the provider refused the saved sign-in, when BROKEN. */
  error: z.string().nullable(),
  connectedAt: z.string(),
});
export type VideoConnection = z.infer<typeof VideoConnectionSchema>;

/** `GET /video-connections`: the caller's accounts, and which providers this server can connect. */
export const VideoConnectionsResponseSchema = z.object({
  connections: z.array(VideoConnectionSchema),
  available: z.array(z.enum(VIDEO_ACCOUNT_PROVIDERS)),
});
export type VideoConnectionsResponse = z.infer<typeof VideoConnectionsResponseSchema>;
