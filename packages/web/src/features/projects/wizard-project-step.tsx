import { Box, Field, Image, Input, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { acceptedTypes } from '@publi/domain';
import type { ProjectType } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { FormField } from '../../shared/forms/form-field.js';
import { ProjectWizardStore } from '../../stores/project-wizard.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/** Step 0: the project's name, its type and its cover image. */
export const WizardProjectStep = observer(function WizardProjectStep() {
  const store = usePageStore(ProjectWizardStore);
  const { wizard, fieldErrors } = store.draft;
  return (
    <Stack gap="5">
      <FormField label="Nome do projeto" error={fieldErrors['projectName']} required>
        <Input value={wizard.projectName} maxLength={120} autoComplete="off" onChange={(event) => { store.draft.setName(event.target.value); }} />
      </FormField>
      <FormField label="Tipo do projeto" error={fieldErrors['step0.projectType']} required>
        <NativeSelect.Root>
          <NativeSelect.Field value={wizard.projectType ?? ''} onChange={(event) => { store.draft.setType(typeOf(event.target.value, store.types.map((type) => type.value))); }}>
            <option value="">Escolha o tipo</option>
            {store.types.map((type) => <option key={type.value} value={type.value}>{type.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Field.Root invalid={fieldErrors['image'] !== undefined}>
        <Field.Label>Imagem de capa (opcional)</Field.Label>
        {wizard.image !== null && (
          <Box maxW="sm">
            <Image src={wizard.image} alt="Capa do projeto" borderRadius="md" maxH="48" objectFit="cover" />
          </Box>
        )}
        <Input type="file" accept={acceptedTypes('project')} p="1" disabled={store.uploadPercent !== null} onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void store.upload(file, 'project');
        }} />
        <Field.HelperText>JPEG, PNG ou WebP, até 5 MB.</Field.HelperText>
        {store.uploadPercent !== null && (
          <Stack gap="1" w="full">
            <Progress.Root value={store.uploadPercent} size="sm">
              <Progress.Track aria-label="Envio da imagem"><Progress.Range /></Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" role="status">Enviando… {store.uploadPercent}%</Text>
          </Stack>
        )}
        <Field.ErrorText>{fieldErrors['image']}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
});

function typeOf(value: string, known: readonly ProjectType[]): ProjectType | null {
  return known.find((type) => type === value) ?? null;
}
