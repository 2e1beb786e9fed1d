import { Link } from '@chakra-ui/react';
import { Fragment } from 'react';

// http(s) links only: a `javascript:` or `data:` address never becomes clickable.
const LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/**
 * Plain text with its web links clickable (opening in a new tab, without handing it this page).
 * Everything else stays text: React escapes it, nothing is ever read as HTML.
 */
export function LinkifiedText({ text }: { readonly text: string }) {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer nofollow" color="info" textDecoration="underline" wordBreak="break-all">
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
