import type { PagerMode } from './pager.tsx';
import { Pager } from './pager.tsx';

/** The Pager for one page of a paged answer (its `current_page` and `last_page`). */
export function AnswerPager(props: {
  answer: { current_page: number; last_page: number };
  onChange: (page: number) => void;
  mode?: PagerMode;
  label?: string;
}) {
  const { answer, ...rest } = props;
  return <Pager page={answer.current_page} lastPage={answer.last_page} {...rest} />;
}
