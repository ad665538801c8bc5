import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { PlanInfoSchema } from './plan-schema.ts';

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .email({ message: 'Please provide correct email' })
  .transform((e) => e.toLowerCase());

export const SignupBodySchema = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name').max(100),
  lastName: z.string().trim().max(100).default(''),
  emailId: EmailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
  companyName: z.string().trim().min(1, 'Please enter your company name').max(120),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({
  emailId: EmailSchema,
  password: z.string().min(1, 'Please enter your password').max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;

export const AgentSchema = z.object({
  _id: z.string(),
  emailId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNo: z.string().nullable(),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS),
  timezone: z.string(),
  profilePic: z.string().nullable(),
  /** A short introduction shown with the photo on the public pages ('' for none). */
  bio: z.string(),
  /** When the set-up steps after signing up were finished or skipped; null while they are due. */
  onboardedAt: z.iso.datetime().nullable(),
});
export type Agent = z.infer<typeof AgentSchema>;

export const WorkspaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accessLink: z.string(),
  timezone: z.string(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

export const RoleSchema = z.object({
  name: z.string(),
  permissions: z.record(z.string(), z.array(z.string())),
  isSuperAdminRole: z.boolean(),
  isAutoCreated: z.boolean(),
});
export type Role = z.infer<typeof RoleSchema>;

export const SessionResponseSchema = z.object({ agent: AgentSchema, workspace: WorkspaceSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const AgentInfoSchema = z.object({
  agent: AgentSchema,
  workspace: WorkspaceSchema,
  role: RoleSchema,
  permissions: z.record(z.string(), z.array(z.string())),
  isOwner: z.boolean(),
  /** The workspace's plan (see profile-schema.ts). */
  plan: PlanInfoSchema,
});
export type AgentInfo = z.infer<typeof AgentInfoSchema>;

export const CompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  accessLink: z.string(),
  isOwner: z.boolean(),
  allowedProductIds: z.array(z.string()),
});
export const CompanyListSchema = z.object({ companies: z.array(CompanySchema) });
export type CompanyList = z.infer<typeof CompanyListSchema>;
