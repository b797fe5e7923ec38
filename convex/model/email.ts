/** The texts of the emails the app sends, in the recipient's language. */
import type { Language } from "../shared/languages";

type ResetTexts = { subject: string; asked: string; open: (minutes: number) => string; ignore: string };

const RESET: Record<Language, ResetTexts> = {
  en: {
    subject: "Reset your Retreat Admin password",
    asked: "Someone asked to reset the password of your Retreat Admin account.",
    open: (minutes) => `Open this link within ${minutes} minutes to choose a new password:`,
    ignore: "If you did not ask for this, you can ignore this email; your password stays the same.",
  },
  es: {
    subject: "Restablece tu contraseña de Administración del Retiro",
    asked: "Alguien pidió restablecer la contraseña de tu cuenta de Administración del Retiro.",
    open: (minutes) => `Abre este enlace en los próximos ${minutes} minutos para elegir una contraseña nueva:`,
    ignore: "Si no lo pediste tú, puedes ignorar este correo; tu contraseña sigue siendo la misma.",
  },
};

export function passwordResetEmail(args: {
  siteUrl: string;
  email: string;
  code: string;
  minutes: number;
  language: Language;
}): { to: string; subject: string; text: string } {
  const hash = new URLSearchParams({ type: "recovery", email: args.email, code: args.code });
  const link = `${args.siteUrl.replace(/\/$/, "")}/reset-password#${hash.toString()}`;
  const texts = RESET[args.language];
  return {
    to: args.email,
    subject: texts.subject,
    text: [texts.asked, "", texts.open(args.minutes), link, "", texts.ignore].join("\n"),
  };
}
