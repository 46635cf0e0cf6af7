import { groupDigits, mallMessages } from '@edu/shared';
import { Link, useSearchParams } from 'react-router';
import { ListPager } from '@/components/ui/list-pager';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { useItems } from '../api/get-items';
import { isSearchInShelf, mallListTitle } from '../lib/list-title';
import { isNarrowed, listCategoryId, mallSearch, readMallQuery, resolveShelf } from '../lib/mall-query';
import { AskChatbotLink } from './ask-chatbot-link';
import { CategoryNav, CategoryNavSkeleton } from './category-nav';
import { ChatbotBanner } from './chatbot-banner';
import { ItemGrid, ItemGridSkeleton } from './item-grid';
import { ListToolbar } from './list-toolbar';
import { NewContents } from './new-contents';
import { EmptyNotice, ErrorNotice } from './notice';

/**
 * /mall: category tabs and chips, the newest contents, search and sort, 15 items a page and the pager.
 * Everything the visitor chose sits in the address (?category=&sub=&sort=&q=&page=).
 */
export function MallHome() {
  const [searchParams] = useSearchParams();
  const query = readMallQuery(searchParams);
  const categories = useCategories();
  const shelf = resolveShelf(categories.data ?? [], query);
  const items = useItems({
    categoryId: listCategoryId(query),
    page: query.page,
    sort: query.sort,
    searchText: query.q || undefined,
  });

  const showsNewContents = !isNarrowed(query) && query.page === 1;
  const shelfName = shelf.child?.name ?? shelf.parent?.name;
  useDocumentTitle(shelfName ? `${shelfName} - 콘텐츠몰` : '콘텐츠몰');
  const total = items.data && !items.isPlaceholderData ? items.data.pageInfo.total : null;
  const listTitle = mallListTitle(query, shelf, total);
  const searchesInShelf = isSearchInShelf(query, shelf);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:pt-14">
          <p className="text-sm font-semibold text-brand-700">교회학교 사역 자료</p>
          <h1 className="mt-2 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">콘텐츠몰</h1>
          <p className="mt-3 max-w-2xl text-slate-700">
            설교와 절기 자료, 찬양 음원, 교재와 행정서식을 한곳에서 찾아보세요.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-16">
        {categories.isPending ? (
          <CategoryNavSkeleton />
        ) : categories.isError ? (
          <ErrorNotice error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <CategoryNav categories={categories.data} shelf={shelf} query={query} />
        )}
        {showsNewContents && <NewContents />}
        <ChatbotBanner />
        {/* Below the newest contents the list starts under the first screen on a phone: the browser lays it
            out when it comes near, not while the page loads (content-visibility). */}
        <section
          aria-labelledby="mall-list-title"
          className={`space-y-5 ${showsNewContents ? '[contain-intrinsic-size:auto_2400px] [content-visibility:auto]' : ''}`}
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 id="mall-list-title" className="text-lg font-bold text-slate-900 sm:text-xl">
              {listTitle}
            </h2>
            {/* A search's heading carries its count ("…검색 결과 3건"). */}
            {total !== null && !query.q && (
              <p className="text-sm text-slate-500">총 {groupDigits(total)}개</p>
            )}
            {searchesInShelf && (
              <Link
                to={`/mall${mallSearch({ sort: query.sort, q: query.q })}`}
                className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                전체 카테고리에서 ‘{query.q}’ 검색
              </Link>
            )}
          </div>
          <ListToolbar query={query} />
          {items.isPending ? (
            <ItemGridSkeleton count={10} label="상품 목록을 불러오는 중" />
          ) : items.isError ? (
            <ErrorNotice error={items.error} onRetry={() => void items.refetch()} />
          ) : items.data.itemList.length === 0 ? (
            <EmptyNotice>
              <p>{mallMessages.noItems}</p>
              {/* Words the list does not know may still mean something to the chatbot. */}
              {query.q && (
                <>
                  <p className="mt-1 text-sm">챗봇에게 물어보면 비슷한 자료를 찾아 드릴 수 있습니다.</p>
                  <AskChatbotLink question={query.q} />
                </>
              )}
            </EmptyNotice>
          ) : (
            <>
              <ItemGrid
                items={items.data.itemList}
                label="상품 목록"
                busy={items.isPlaceholderData}
                // Below the newest contents the list starts off screen on a phone; alone, its first row is on it.
                eagerCount={showsNewContents ? 0 : 2}
              />
              <ListPager pageInfo={items.data.pageInfo} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
