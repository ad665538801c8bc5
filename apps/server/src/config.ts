import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type OAuthConfig, OAuthEnvShape, oauthConfigFrom } from './features/oauth/config.ts';

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number from 0 to 65535' })
    .int('must be a port number from 0 to 65535')
    .min(0, 'must be a port number from 0 to 65535')
    .max(65535, 'must be a port number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|off$)/, 'must be a postgres:// or postgresql:// URL, or off')
    .optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://book.example.com' }).optional(),
  PUBLIC_BOOKINGS_URL: z
    .url({ message: 'must be an absolute URL such as https://book.example.com' })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  KAIROS_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WHATSAPP_API_URL: z
    .url({ message: 'must be an absolute URL such as https://graph.facebook.com/v21.0' })
    .default('https://graph.facebook.com/v21.0'),
  MAILCHIMP_API_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an absolute URL; {dc} stands for the data centre of the API key')
    .optional(),
  GOOGLE_SHEETS_API_URL: z
    .url({ message: 'must be an absolute URL such as https://sheets.googleapis.com/v4' })
    .optional(),
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .refine(
      (v) => v.split(',').every((h) => isAllowedHostEntry(h.trim())),
      'must be a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or host names',
    )
    .optional(),
  JITSI_BASE_URL: z.url({ message: 'must be an absolute URL such as https://meet.example.com' }).optional(),
  CALENDAR_ALLOWED_HOSTS: z
    .string()
    .refine(
      (v) => v.split(',').every((h) => isAllowedHostEntry(h.trim())),
      'must be a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or host names',
    )
    .optional(),
  // Payment provider API addresses (tests aim them at local fakes); the public ones by default.
  STRIPE_API_URL: z.url({ message: 'must be an absolute URL such as https://api.stripe.com' }).optional(),
  PAYPAL_API_URL: z.url({ message: 'must be an absolute URL such as https://api-m.paypal.com' }).optional(),
  RAZORPAY_API_URL: z.url({ message: 'must be an absolute URL such as https://api.razorpay.com' }).optional(),
  S3_ENDPOINT: z
    .url({ message: 'must be an absolute URL such as https://s3.eu-west-1.amazonaws.com' })
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  BACKUP_KEEP_DAYS: z.coerce
    .number({ message: 'must be a whole number of days from 0 (no daily backups) to 3650' })
    .int('must be a whole number of days from 0 (no daily backups) to 3650')
    .min(0, 'must be a whole number of days from 0 (no daily backups) to 3650')
    .max(3650, 'must be a whole number of days from 0 (no daily backups) to 3650')
    .default(14),
  API_TOKEN_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of requests a minute from 1 to 100000' })
    .int('must be a whole number of requests a minute from 1 to 100000')
    .min(1, 'must be a whole number of requests a minute from 1 to 100000')
    .max(100_000, 'must be a whole number of requests a minute from 1 to 100000')
    .default(600),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds from 1 to 300' })
    .min(1, 'must be a number of seconds from 1 to 300')
    .max(300, 'must be a number of seconds from 1 to 300')
    .default(10),
  ...OAuthEnvShape,
});

/** S3-compatible storage for uploads; without it files are kept under `DATA_DIR/uploads`. */
export interface S3Config {
  /** The service address; the bucket is addressed by path (`{endpoint}/{bucket}`). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Where the connection that listens for slot-version announcements goes (`DATABASE_LISTEN_URL`):
   * `DATABASE_URL` when absent; `off` reads the slot fingerprint on every dates request instead.
   */
  databaseListenUrl?: string | undefined;
  publicUrl: string;
  /** The public bookings domain (origin): tracking pixels fire only on pages served from it. */
  publicBookingsOrigin: string | undefined;
  sessionSecret: string;
  /** Key that encrypts stored tokens, API keys and passwords (see features/secrets). */
  secretsKey: string;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** One short text line per request, or JSON lines (the default when NODE_ENV=production). */
  logFormat?: 'pretty' | 'json';
  demo: boolean;
  /** Take the client address from X-Forwarded-For (behind a load balancer or reverse proxy). */
  trustProxy: boolean;
  /** WhatsApp Business Cloud API base address (the Graph API with its version). */
  whatsappApiUrl: string;
  /**
   * Private addresses (IPs, CIDR ranges) and host names outgoing webhooks may reach anyway
   * (`WEBHOOK_ALLOWED_HOSTS`); public addresses are always allowed.
   */
  webhookAllowedHosts?: string[];
  /**
   * Private addresses (IPs, CIDR ranges) and host names hosts' CalDAV servers and calendar feeds
   * may be at anyway (`CALENDAR_ALLOWED_HOSTS`), e.g. a Nextcloud on the same network.
   */
  calendarAllowedHosts?: string[];
  /** The Jitsi Meet server whose rooms JITSI meetings get (`JITSI_BASE_URL`); without it the mode is off. */
  jitsiBaseUrl?: string | undefined;
  /** Payment provider API base addresses by provider id; a provider without one uses its public API. */
  paymentApiUrls?: Partial<Record<'stripe' | 'paypal' | 'razorpay', string>>;
  /** Mailchimp Marketing API address; `{dc}` is replaced by the API key's data centre. */
  mailchimpApiUrl?: string;
  /** Google Sheets API v4 address (the spreadsheet app). */
  googleSheetsApiUrl?: string;
  /** Where uploads are kept on local disk; defaults to `DATA_DIR/uploads`. */
  uploadsDir?: string;
  /** Set when S3_BUCKET and its keys are given. */
  s3?: S3Config | undefined;
  /** Requests one API token may make in a minute (`API_TOKEN_RATE_LIMIT`, 600 by default). */
  apiTokenRateLimit?: number;
  /**
   * The bearer token a Prometheus scrape of `GET /metrics` must carry (`METRICS_TOKEN`); without
   * it the endpoint answers 404 and no metrics are kept.
   */
  metricsToken?: string | undefined;
  /** The bound on a graceful shutdown (SIGTERM): past it the process exits 1. */
  shutdownTimeoutMs?: number;
  /**
   * Days the embedded database's daily backups (`DATA_DIR/backups`) are kept; 0 takes none.
   * Not used on PostgreSQL, which is backed up with its own tools.
   */
  backupKeepDays?: number;
  /** OAuth 2 apps and API addresses of Google, Microsoft and Zoom (features/oauth/config.ts). */
  oauth?: OAuthConfig;
}

export class ConfigError extends Error {}

/** Reads the environment once at boot; a wrong value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const s3Given = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Given.some((v) => v !== undefined) && s3Given.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give all three or none',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    ...(e.DATABASE_LISTEN_URL ? { databaseListenUrl: e.DATABASE_LISTEN_URL } : {}),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicBookingsOrigin: e.PUBLIC_BOOKINGS_URL ? new URL(e.PUBLIC_BOOKINGS_URL).origin : undefined,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir, 'session-secret'),
    secretsKey: e.SECRETS_KEY ?? readOrCreateSecret(dataDir, 'secrets-key'),
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
    demo: e.KAIROS_DEMO === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    whatsappApiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
    calendarAllowedHosts: (e.CALENDAR_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    ...(e.JITSI_BASE_URL ? { jitsiBaseUrl: e.JITSI_BASE_URL.replace(/\/+$/, '') } : {}),
    ...(e.MAILCHIMP_API_URL ? { mailchimpApiUrl: e.MAILCHIMP_API_URL.replace(/\/$/, '') } : {}),
    ...(e.GOOGLE_SHEETS_API_URL ? { googleSheetsApiUrl: e.GOOGLE_SHEETS_API_URL.replace(/\/$/, '') } : {}),
    webhookAllowedHosts: (e.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    paymentApiUrls: {
      ...(e.STRIPE_API_URL ? { stripe: e.STRIPE_API_URL.replace(/\/$/, '') } : {}),
      ...(e.PAYPAL_API_URL ? { paypal: e.PAYPAL_API_URL.replace(/\/$/, '') } : {}),
      ...(e.RAZORPAY_API_URL ? { razorpay: e.RAZORPAY_API_URL.replace(/\/$/, '') } : {}),
    },
    uploadsDir: join(dataDir, 'uploads'),
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    oauth: oauthConfigFrom(e),
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
          }
        : undefined,
  };
}

function isAllowedHostEntry(entry: string): boolean {
  if (entry === '') return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (extra !== undefined) return false;
  if (prefix !== undefined) {
    const max = family === 4 ? 32 : family === 6 ? 128 : -1;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
  }
  return family !== 0 || /^[a-z0-9.-]+$/i.test(address);
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
