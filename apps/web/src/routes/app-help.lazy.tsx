import { createLazyRoute } from '@tanstack/react-router';
import { HelpArticlePage } from '../features/help/components/help-article-page';
import { HelpPage } from '../features/help/components/help-page';

export const IndexRoute = createLazyRoute('/app/help/')({ component: HelpPage });
export const ArticleRoute = createLazyRoute('/app/help/$slug')({ component: HelpArticlePage });
