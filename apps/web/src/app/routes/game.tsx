import { BibleQuizGame } from '@/features/site-pages/components/bible-quiz-game';
import { ContentPage } from '@/features/site-pages/components/content-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /game: children's play: a Bible story quiz. */
export function GamePage() {
  useDocumentTitle('어린이 성경 퀴즈');
  return (
    <ContentPage title="어린이 성경 퀴즈">
      <BibleQuizGame />
    </ContentPage>
  );
}
