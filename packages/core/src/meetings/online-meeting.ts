import { z } from 'zod';

/**
 * The meeting's video meeting (spec "Meeting.onlineMeeting": id, link, password). `status` says
 * whether a video mode's link is still being made (PENDING), ready, or could not be made
 * (FAILED, with the provider's `error` for hosts only).
 */
export const OnlineMeetingSchema = z
  .object({
    id: z.string().optional(),
    link: z.string().optional(),
    password: z.string().optional(),
    status: z.enum(['PENDING', 'READY', 'FAILED']).optional(),
    error: z.string().optional(),
  })
  .nullable();
export type OnlineMeeting = z.infer<typeof OnlineMeetingSchema>;
