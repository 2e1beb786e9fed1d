import { Badge, Button, Field, HStack, Input, Stack, Text, Textarea, Link } from '@chakra-ui/react';
import { acceptedTypes } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CloseButton } from '../../shared/close-button.js';
import { FormField } from '../../shared/forms/form-field.js';
import { CalendarDayField } from '../../shared/forms/calendar-day-field.js';
import { ProjectWizardStore } from '../../stores/project-wizard.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/** Step 2: the briefing: tone, mission, the creator wanted, the dates and the references. */
export const WizardBriefingStep = observer(function WizardBriefingStep() {
  const store = usePageStore(ProjectWizardStore);
  const { wizard, fieldErrors } = store.draft;
  const { briefing } = wizard;
  const [tone, setTone] = useState('');
  const [link, setLink] = useState('');
  const addTone = () => {
    store.draft.addTone(tone);
    setTone('');
  };
  return (
    <Stack gap="5">
      <Field.Root>
        <Field.Label>Tom da comunicação</Field.Label>
        <HStack w="full">
          <Input value={tone} placeholder="Ex.: divertido, acolhedor" maxLength={40} onChange={(event) => { setTone(event.target.value); }} onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addTone();
            }
          }} />
          <Button variant="outline" onClick={addTone}>Adicionar tom</Button>
        </HStack>
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Tons escolhidos">
          {briefing.humor.map((one) => (
            <Badge as="li" key={one} size="lg" variant="subtle" pe="0">
              {one}
              <CloseButton size="2xs" aria-label={`Tirar o tom ${one}`} onClick={() => { store.draft.removeTone(one); }} />
            </Badge>
          ))}
        </HStack>
      </Field.Root>
      <FormField label="Missão" error={fieldErrors['step2.mission']} required>
        <Textarea value={briefing.mission} rows={4} maxLength={4000} placeholder="O que a campanha deve alcançar" onChange={(event) => { store.draft.setBriefing({ mission: event.target.value }); }} />
      </FormField>
      <FormField label="Perfil de criador desejado" error={fieldErrors['step2.creator']}>
        <Textarea value={briefing.creator} rows={3} maxLength={2000} placeholder="Quem você procura: nicho, público, estilo" onChange={(event) => { store.draft.setBriefing({ creator: event.target.value }); }} />
      </FormField>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <CalendarDayField label="Data de início" value={briefing.startDate} error={fieldErrors['step2.startDate']} onChange={(startDate) => { store.draft.setBriefing({ startDate }); }} />
        <CalendarDayField label="Data de término" value={briefing.endDate} error={fieldErrors['step2.endDate']} onChange={(endDate) => { store.draft.setBriefing({ endDate }); }} />
      </Stack>
      <Field.Root invalid={fieldErrors['references'] !== undefined}>
        <Field.Label>Link de referência (opcional)</Field.Label>
        <HStack w="full">
          <Input value={link} type="url" placeholder="https://www.suamarca.com.br" onChange={(event) => { setLink(event.target.value); }} onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (store.draft.addLink(link)) setLink('');
            }
          }} />
          <Button variant="outline" onClick={() => { if (store.draft.addLink(link)) setLink(''); }}>Adicionar link</Button>
        </HStack>
        <Field.HelperText>O site da marca ou campanhas que inspiram. Arquivos, como o kit da marca em PDF (até 20 MB), vão logo abaixo.</Field.HelperText>
        <Field.ErrorText>{fieldErrors['references']}</Field.ErrorText>
      </Field.Root>
      <Stack gap="2">
        <Input type="file" aria-label="Anexar arquivo de referência" accept={acceptedTypes('reference')} p="1" disabled={store.uploadPercent !== null} onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void store.upload(file, 'reference');
        }} />
        {store.uploadPercent !== null && <Text fontSize="sm" role="status">Enviando… {store.uploadPercent}%</Text>}
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Referências">
          {wizard.references.map((reference) => (
            <HStack as="li" key={reference.url} gap="2">
              <Link href={reference.url} target="_blank" rel="noreferrer" overflowWrap="anywhere">{reference.name ?? reference.url}</Link>
              <CloseButton size="2xs" aria-label={`Tirar a referência ${reference.name ?? reference.url}`} onClick={() => { store.draft.removeReference(reference); }} />
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
});
