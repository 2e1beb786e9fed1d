-- Bank data without the owner's CPF or CNPJ cannot receive a payout (a transfer names its
-- owner), and no source holds the missing document, so those rows are dropped: the creator's
-- meter shows "Meu negócio" missing and the editor asks for the bank data again, this time
-- with the document. Every other row keeps its numbers.
DELETE FROM "bank_accounts" WHERE "owner_document" IS NULL OR btrim("owner_document") = '';--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "owner_document" SET NOT NULL;--> statement-breakpoint
-- Accounts saved before the type was asked were checking accounts in practice (the old form
-- had no savings option); the default fills them, then goes, so every new write says which.
ALTER TABLE "bank_accounts" ADD COLUMN "account_type" text NOT NULL DEFAULT 'corrente';--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "account_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_type_check" CHECK ("bank_accounts"."account_type" in ('corrente', 'poupanca'));--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_pix_key_type_check" CHECK ("bank_accounts"."pix_key_type" in ('cpf', 'cnpj', 'email', 'phone', 'evp'));--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_pix_key_pair_check" CHECK (("bank_accounts"."pix_key" is null) = ("bank_accounts"."pix_key_type" is null));
