// Passwords chosen signed out: 'Password dimenticata?' and the page of an e-mail's link.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
