// In the demo the identity provider is the auth emulator, whose e-mails never leave the machine:
// it prints each link it would have sent (confirm an e-mail, change it, reset a password). They
// are printed here, so a person trying the demo can open the one meant for them.

const PROVIDER_LINK = /https?:\/\/\S+\/emulator\/action\?\S+/;

/** Prints the emulator's line when it carries a link meant for a person's inbox; ignores the rest. */
export function printProviderLink(line) {
  const link = PROVIDER_LINK.exec(line)?.[0];
  if (link !== undefined) console.log(`E-mail do login (demonstração), abra o link: ${link}`);
}
