import { z } from 'zod';
import { AVATAR_COUNT, LOGOFF_REASON_MAX } from './account-limits';
import { optStr } from './envelope';

const required = (code: string, max = 256) =>
  z
    .string({ error: code })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, code).max(max, 'COMMON_PARAM_TOO_LONG'));

/** A password is not trimmed: spaces are characters too. Length is checked by the service (its own message). */
const secret = (code: string) => z.string({ error: code }).min(1, code).max(256, 'AUTH_PASSWORD_LENGTH');

export const RegisterParams = z.object({
  username: required('AUTH_USERNAME_REQUIRED', 128),
  password: secret('AUTH_PASSWORD_REQUIRED'),
  re_password: z.string().optional(),
  confirmPassword: z.string().optional(),
  type: z.enum(['1', '2'], { error: 'AUTH_TYPE_REQUIRED' }),
  agentCode: optStr(32),
});
export type RegisterParams = z.infer<typeof RegisterParams>;

export const RegisterWithCodeParams = RegisterParams.extend({
  phone: optStr(32),
  verifcode: required('AUTH_VERIFY_CODE_REQUIRED', 16),
});

export const SendCodeParams = z.object({ target: required('AUTH_USERNAME_REQUIRED', 128) });

export const LoginParams = z.object({
  username: required('AUTH_USERNAME_REQUIRED', 128),
  password: secret('AUTH_PASSWORD_REQUIRED'),
  type: optStr(2),
  areaCode: optStr(8),
  roleType: optStr(4),
});
export type LoginParams = z.infer<typeof LoginParams>;

export const ChangePasswordParams = z.object({
  old_password: secret('AUTH_OLD_PASSWORD_REQUIRED'),
  password: secret('AUTH_NEW_PASSWORD_REQUIRED'),
  re_password: secret('AUTH_NEW_PASSWORD_CONFIRM_REQUIRED'),
});

export const SetSafewordParams = z.object({
  safeword: secret('SAFEWORD_REQUIRED'),
  re_safeword: z.string().optional(),
});

export const ChangeSafewordParams = z.object({
  old_safeword: secret('SAFEWORD_REQUIRED'),
  safeword: secret('SAFEWORD_REQUIRED'),
  re_safeword: secret('AUTH_NEW_PASSWORD_CONFIRM_REQUIRED'),
});

/** Forgot password (our own calls: the contract defines none): the code to an e-mail address, then the reset. */
export const SendResetCodeParams = z.object({ target: required('AUTH_INVALID_EMAIL', 128) });

export const ResetPasswordParams = z.object({
  target: required('AUTH_INVALID_EMAIL', 128),
  verifcode: required('AUTH_VERIFY_CODE_REQUIRED', 16),
  password: secret('AUTH_NEW_PASSWORD_REQUIRED'),
  re_password: secret('AUTH_NEW_PASSWORD_CONFIRM_REQUIRED'),
});

/** Forgot fund password (signed in): login password + e-mailed code + the new fund password twice. */
export const ResetSafewordParams = z.object({
  password: secret('AUTH_PASSWORD_REQUIRED'),
  verifcode: required('AUTH_VERIFY_CODE_REQUIRED', 16),
  safeword: secret('SAFEWORD_REQUIRED'),
  re_safeword: secret('AUTH_NEW_PASSWORD_CONFIRM_REQUIRED'),
});

export const LogoffParams = z.object({
  account: required('AUTH_USERNAME_REQUIRED', 128),
  reason: required('LOGOFF_REASON_REQUIRED', LOGOFF_REASON_MAX),
  cashPassword: z.string().max(256).optional(),
});

export const HeartbeatParams = z.object({ status: z.string().max(4).optional() });

export const RefreshAvatarParams = z.object({
  idx: z
    .string({ error: 'AUTH_AVATAR_INVALID' })
    .trim()
    .regex(/^\d{1,2}$/, 'AUTH_AVATAR_INVALID')
    .transform(Number)
    .pipe(z.number().int().min(1, 'AUTH_AVATAR_INVALID').max(AVATAR_COUNT, 'AUTH_AVATAR_INVALID')),
});

export const SysparaParams = z.object({
  code: z.string({ error: 'SYSPARA_CODE_REQUIRED' }).trim().min(1, 'SYSPARA_CODE_REQUIRED').max(512, 'COMMON_PARAM_TOO_LONG'),
});

export const UploadParams = z.object({ moduleName: optStr(32) });

/** `data` of login and registration. */
export interface SessionData {
  token: string;
  username: string;
  usercode: string;
}

/** `data` of `localuser!get`. */
export interface UserInfoData {
  username: string;
  usercode: string;
  avatar: string;
  safeword: 0 | 1;
  userrole: string;
  roletype: string;
  phone: string;
  phoneverif: boolean;
  email: string;
  emailverif: boolean;
  googleverif: boolean;
  identityverif: boolean;
  advancedverif: boolean;
  lastlogintime: string;
  lastloginip: string;
  name: string;
  nationality: string;
  kyc_status: number;
  kyc_high_level_status: number;
  signPdfUrl: string;
  test: boolean;
  url: string;
  usercode_qr: string;
}

/**
 * A short claim above the brand's footer: the operator's own text, or the number of goods on sale
 * (counted from the catalogue when served, never typed in).
 */
export type BrandFooterHighlight = { kind: 'text'; text: string } | { kind: 'goodsCount'; count: number };

/**
 * White-label brand as served by `GET /v1/brand?lang=`. Footer texts are in `lang` where the brand has
 * them, else in the brand's `defaultLang`, else in English. A text of the form `i18n:<key>` names one
 * of the app's own (translated) strings.
 */
export interface BrandData {
  key: string;
  name: string;
  logoUrl: string;
  supportEmail: string;
  customerServiceUrl: string;
  colors: { primary: string; accent: string };
  /** The language asked for (a supported code), or the brand's default language when none was. */
  lang: string;
  defaultLang: string;
  footerColumns: { title: string; links: { label: string; href: string }[] }[];
  footerHighlights: BrandFooterHighlight[];
  copyright: string;
  /** The brand's "about us" text in `lang` (as the footer texts fall back); '' when it has none. */
  aboutUs: string;
  /** Where the brand's own mobile app is downloaded (an https link); '' when it has none (the mobile site is the app). */
  downloadUrl: string;
}
