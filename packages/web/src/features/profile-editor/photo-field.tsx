import { Avatar, Box, Button, Field, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { acceptedTypes, DEFAULT_CREATOR_IMAGE } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type ChangeEvent } from 'react';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { FIELD_TARGETS } from './field-targets.js';
import { errorMessageOf } from '../../shared/errors/error-message.js';

/**
 * The profile photo: picking a file previews it and sends it at once (the progress shows while
 * it goes); the server judges the file by its bytes, and its pt-BR refusal shows here while the
 * saved photo stays.
 */
export const PhotoField = observer(function PhotoField() {
  const profileEditor = usePageStore(ProfileEditorStore);
  const account = profileEditor.account;
  const [preview, setPreview] = useState<string | null>(null);
  // `null` while not sending; the percent sent while the photo goes.
  const [sent, setSent] = useState<number | null>(null);
  const uploading = sent !== null;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const saved = account?.details?.image ?? account?.user.image ?? null;
  const current = saved === DEFAULT_CREATOR_IMAGE ? null : saved;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    setError(null);
    setDone(false);
    setSent(0);
    try {
      const [bytes, shown] = await Promise.all([bytesOf(file), dataUrlOf(file)]);
      setPreview(shown);
      await profileEditor.savePhoto({ name: file.name, type: file.type, bytes }, setSent);
      setDone(true);
    } catch (failure) {
      setError(errorMessageOf(failure, 'Não foi possível enviar a foto. Tente de novo.'));
    } finally {
      setPreview(null);
      setSent(null);
    }
  };

  return (
    <Field.Root invalid={error !== null} id={FIELD_TARGETS.image.id}>
      <Field.Label>Foto</Field.Label>
      <HStack gap="4" align="center" flexWrap="wrap">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={account?.user.name} />
          {(preview ?? current) !== null && <Avatar.Image src={preview ?? current ?? undefined} alt={preview === null ? 'Sua foto' : 'Prévia da nova foto'} />}
        </Avatar.Root>
        <Stack gap="2" flex="1" minW="48">
          {/* The file input is the control (label, keyboard, the meter's link); the button only shows it. */}
          <Box position="relative" css={{ '&:has(input:focus-visible) button': { outline: '2px solid', outlineColor: 'secondary.solid', outlineOffset: '2px' } }}>
            <input
              ref={input}
              id={FIELD_TARGETS.image.id}
              type="file"
              accept={acceptedTypes('profile')}
              onChange={(event) => void pick(event)}
              disabled={uploading}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              aria-describedby="ajuda-foto"
            />
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} loading={uploading} loadingText={`Enviando… ${String(sent ?? 0)}%`} tabIndex={-1} aria-hidden>
              {current === null ? 'Escolher foto' : 'Trocar foto'}
            </Button>
          </Box>
          {uploading && (
            <Progress.Root value={sent} size="xs" colorPalette="secondary">
              <Progress.Track aria-label="Enviando a foto"><Progress.Range /></Progress.Track>
            </Progress.Root>
          )}
          {!uploading && done && <Text role="status" fontSize="sm" color="success.fg">Foto atualizada.</Text>}
        </Stack>
      </HStack>
      {error === null
        ? <Field.HelperText id="ajuda-foto">JPEG, PNG ou WebP, até 5 MB.</Field.HelperText>
        : <Field.ErrorText id="ajuda-foto" role="alert">{error}</Field.ErrorText>}
    </Field.Root>
  );
});

function readAs<T>(file: File, read: (reader: FileReader) => void, result: (reader: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => { resolve(result(reader)); };
    reader.onerror = () => { reject(reader.error ?? new Error('leitura do arquivo falhou')); };
    read(reader);
  });
}

// FileReader rather than Blob.arrayBuffer and object URLs: every browser and jsdom have it.
function bytesOf(file: File): Promise<Uint8Array> {
  return readAs(file, (reader) => { reader.readAsArrayBuffer(file); }, (reader) => new Uint8Array(reader.result as ArrayBuffer));
}

function dataUrlOf(file: File): Promise<string> {
  return readAs(file, (reader) => { reader.readAsDataURL(file); }, (reader) => (typeof reader.result === 'string' ? reader.result : ''));
}
