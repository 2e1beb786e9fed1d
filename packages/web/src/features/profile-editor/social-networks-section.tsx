import { Badge, Fieldset, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormField } from '../../shared/forms/form-field.js';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { FIELD_TARGETS } from './field-targets.js';
import { SectionForm } from './section-form.js';
import { EDITED_NETWORKS, NETWORK_FIELDS, SocialNetworksDraft } from './social-networks.draft.js';
import { useSectionSave } from './use-section-save.js';

/** `Redes sociais`: Instagram, TikTok and YouTube, as the creator declares them to brands. */
export const SocialNetworksSection = observer(function SocialNetworksSection() {
  const profileEditor = usePageStore(ProfileEditorStore);
  const [draft] = useState(() => new SocialNetworksDraft(profileEditor.account?.details?.socialNetworks ?? []));
  const { saving, formError, saved, submit } = useSectionSave(draft, NETWORK_FIELDS, () => profileEditor.saveSocialNetworks(draft.toInputs()));
  return (
    <SectionForm name="Redes sociais" dirty={draft.dirty} saving={saving} formError={formError} saved={saved} onSubmit={submit}>
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="info" variant="subtle">declarado pelo criador</Badge>
        <Text color="fg.muted" fontSize="sm">As marcas veem seguidores e engajamento como declarado pelo criador.</Text>
      </HStack>
      {EDITED_NETWORKS.map(({ name, label }) => (
        <Fieldset.Root key={name}>
          <Fieldset.Legend fontWeight="semibold" fontSize="md">{label}</Fieldset.Legend>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField
                label={`Usuário no ${label}`}
                id={name === 'instagram' ? FIELD_TARGETS.instagram.id : `campo-${name}-usuario`}
                error={draft.errors[`${name}.username`]}
              >
                <Input name={`${name}-username`} placeholder="@seuperfil" autoComplete="off" value={draft.rows[name].username} onChange={(event) => { draft.set(name, 'username', event.target.value); }} />
              </FormField>
              <FormField label={`Seguidores no ${label}`} error={draft.errors[`${name}.followers`]}>
                <Input name={`${name}-followers`} inputMode="numeric" placeholder="12000" value={draft.rows[name].followers} onChange={(event) => { draft.set(name, 'followers', event.target.value); }} />
              </FormField>
              <FormField label={`Engajamento no ${label} (%)`} error={draft.errors[`${name}.engagement`]}>
                <Input name={`${name}-engagement`} inputMode="decimal" placeholder="4,5" value={draft.rows[name].engagement} onChange={(event) => { draft.set(name, 'engagement', event.target.value); }} />
              </FormField>
            </SimpleGrid>
            <FormField label={`Link do perfil no ${label}`} error={draft.errors[`${name}.link`]}>
              <Input
                name={`${name}-link`}
                type="url"
                inputMode="url"
                placeholder={`https://www.${name}.com/seuperfil`}
                value={draft.rows[name].link}
                onChange={(event) => { draft.set(name, 'link', event.target.value); }}
              />
            </FormField>
          </Stack>
        </Fieldset.Root>
      ))}
    </SectionForm>
  );
});
