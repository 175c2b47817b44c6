import { createFileRoute, notFound } from '@tanstack/react-router';

/** Every page but `/` exists only for signed-in or demo visitors; to anyone else it is a 404. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context }) => {
    if (context.session.status === 'anonymous') throw notFound();
  },
});
