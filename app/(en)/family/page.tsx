import type { Metadata } from 'next';
import { FamilyPage } from '@/components/family/family-page';

export const metadata: Metadata = {
  title: 'Family members',
  description: 'The family members you book visits for: add, edit or remove them.',
};

/** /family (docs/family-members.md#managing-family-members), protected. */
export default function Page() {
  return <FamilyPage />;
}
