import { Alert, Button, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import type { EmailPreference } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useEffect, type SyntheticEvent } from 'react';
import { EMAIL_KIND_LABELS } from '../../shared/email-kind-labels.js';
import { toaster } from '../../shared/toaster.js';
import { EmailPreferencesStore } from '../../stores/email-preferences.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { SaveBar } from './save-bar.js';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.js';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.js';

/**
 * "Notificações", `/perfil/notificacoes`: a switch per kind of e-mail, saved together by
 * "Salvar". The security e-mails show as a switch locked on, with the reason.
 */
export const EmailPreferencesSection = observer(function EmailPreferencesSection() {
  const store = usePageStore(EmailPreferencesStore);
  const blocker = useUnsavedChangesGuard(store.dirty);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status === 'error') {
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{store.loadError}</Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void store.load()}>Tentar de novo</Button>
      </Alert.Root>
    );
  }
  if (store.status !== 'ready') return <Stack align="center" py="12"><Spinner size="lg" aria-label="Carregando suas preferências de e-mail" /></Stack>;
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (await store.save()) toaster.create({ type: 'success', title: 'Preferências de e-mail salvas.' });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Notificações por e-mail">
      <Stack gap="6">
        <Text color="fg.muted">Escolha o que chega no seu e-mail. Tudo continua aparecendo em Notificações, aqui na Publi.</Text>
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Tipos de e-mail">
          {store.preferences.map((preference) => <PreferenceSwitch key={preference.kind} preference={preference} />)}
        </Stack>
        <SaveBar dirty={store.dirty} saving={store.saving} outcome={store.saveError === null ? null : <Text role="alert" color="fg.error" fontSize="sm">{store.saveError}</Text>} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
});

const PreferenceSwitch = observer(function PreferenceSwitch({ preference }: { readonly preference: EmailPreference }) {
  const store = usePageStore(EmailPreferencesStore);
  const { label, description } = EMAIL_KIND_LABELS[preference.kind];
  const descriptionId = `email-${preference.kind}-descricao`;
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="lg" p="4">
      <Switch.Root
        checked={preference.email}
        disabled={preference.locked}
        onCheckedChange={(details) => { store.toggle(preference.kind, details.checked); }}
        justifyContent="space-between"
        width="full"
        gap="4"
      >
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        <Switch.HiddenInput aria-describedby={descriptionId} />
        <Switch.Control flexShrink="0" />
      </Switch.Root>
      <Text id={descriptionId} fontSize="sm" color="fg.muted">{description}</Text>
    </Stack>
  );
});
