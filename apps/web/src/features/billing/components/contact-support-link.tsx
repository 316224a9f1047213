import { Mail } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useSupportEmail } from '../api/get-support-contact';

/** 'Contact Support': a mail to the operator's support address, naming the checkout. */
export function ContactSupportLink({
  sessionId,
  variant = 'primary',
}: {
  sessionId: string;
  variant?: 'primary' | 'secondary';
}) {
  const email = useSupportEmail();
  const subject = sessionId
    ? `Payment confirmation (checkout ${sessionId})`
    : 'Payment confirmation';
  return (
    <a
      href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
      className={buttonVariants({ variant })}
    >
      <Mail className="size-4" aria-hidden="true" />
      Contact Support
    </a>
  );
}
