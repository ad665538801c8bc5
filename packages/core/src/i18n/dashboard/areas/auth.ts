/**
 * The hosts' way in (`auth.*`): log in, sign up, password reset, email confirmation and joining a
 * workspace by invitation. Part of the dashboard's English catalogue (`../en.ts`).
 */
export const authEn = {
  'auth.productTitle': '{title} · Kairos',
  'auth.home': 'Kairos home',
  'auth.email': 'Email',
  'auth.workEmail': 'Work email',
  'auth.password': 'Password',
  'auth.newPassword': 'New password',
  'auth.firstName': 'First name',
  'auth.lastNameOptional': 'Last name (optional)',
  'auth.companyName': 'Company name',
  'auth.passwordHint': 'At least {count} characters.',
  'auth.logIn': 'Log in',
  'auth.loggingIn': 'Logging in…',
  'auth.signUp': 'Sign up',
  'auth.backToLogIn': 'Back to log in',

  'auth.login.title': 'Log in to Kairos',
  'auth.login.subtitle': 'Welcome back. Enter your details to continue.',
  'auth.login.noAccount': 'Don’t have an account? {signUp}',
  'auth.login.forgot': 'Forgot your password?',

  'auth.signup.title': 'Create your Kairos account',
  'auth.signup.subtitle': 'Set up your workspace and start taking bookings in minutes.',
  'auth.signup.haveAccount': 'Already have an account? {logIn}',
  'auth.signup.submit': 'Create account',
  'auth.signup.submitting': 'Creating account…',

  'auth.forgot.title': 'Reset your password',
  'auth.forgot.subtitle': 'Enter your account’s email; we send you a link to choose a new password.',
  'auth.forgot.submit': 'Send the link',
  'auth.forgot.submitting': 'Sending…',
  'auth.forgot.sent':
    'If an account uses {email}, an email with a link is on its way. The link works once, for one hour.',

  'auth.reset.title': 'Choose a new password',
  'auth.reset.subtitle': 'Every device signed in to your account is signed out.',
  'auth.reset.submit': 'Save the new password',
  'auth.reset.submitting': 'Saving…',
  'auth.reset.done': 'Your password is changed. Log in with the new one.',
  'auth.reset.incomplete':
    'This link is incomplete. Ask for a new one from the log-in page (Forgot your password?).',

  'auth.confirm.title': 'Confirm your email address',
  'auth.confirm.subtitle': 'Your account then uses this address to log in.',
  'auth.confirm.incomplete': 'This link is incomplete. Ask for a new one from Settings, Security.',
  'auth.confirm.done': 'Your account now uses {email}.',
  'auth.confirm.pending': 'Confirming…',

  'auth.invite.usedTitle': 'This invitation has already been used',
  'auth.invite.usedText': 'Log in with the account that accepted it.',
  'auth.invite.invalidTitle': 'This invitation is not valid',
  'auth.invite.invalidText':
    'It may have been revoked or replaced by a newer one. Ask the person who invited you to send it again.',
  'auth.invite.expiredTitle': 'This invitation has expired',
  'auth.invite.expiredText': 'Invitations work for 7 days. Ask the person who invited you to send it again.',
  'auth.invite.home': 'Go to homepage',
  'auth.invite.title': 'Join {workspace}',
  'auth.invite.subtitleFrom': '{inviter} invited you to join as {role}.',
  'auth.invite.subtitle': 'You are invited to join as {role}.',
  'auth.invite.existingFooter': 'Use the password of your Kairos account.',
  'auth.invite.firstNameMissing': 'Please enter your first name',
  'auth.invite.passwordMissing': 'Please enter your password',
  'auth.invite.passwordShort': 'Password must be at least {count} characters',
  'auth.invite.joining': 'Joining…',
  'auth.invite.logInAndJoin': 'Log in and join',
  'auth.invite.createAndJoin': 'Create account and join',
};
