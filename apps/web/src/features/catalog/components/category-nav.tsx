import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import type { CategoryNode } from '@/features/catalog/types';

interface CategoryNavProps {
  tree: CategoryNode[] | undefined;
  pending: boolean;
  activeId: string | null;
  /** address that selects a category (null = all) */
  hrefFor: (categoryId: string | null) => string;
  title: string;
}

/** The top category that holds `id` (itself or its parent). */
export function topOf(tree: CategoryNode[] | undefined, id: string | null): CategoryNode | undefined {
  if (!id || !tree) return undefined;
  return tree.find((c) => c.categoryId === id || c.subList.some((s) => s.categoryId === id));
}

/** Category tree: "All", each top category, and the sub-categories of the selected one. */
export function CategoryNav({ tree, pending, activeId, hrefFor, title }: CategoryNavProps) {
  const { t } = useTranslation('catalog');
  const open = topOf(tree, activeId);
  return (
    <nav className="category-nav" aria-label={title}>
      <h2 className="category-nav__title">{title}</h2>
      {pending && !tree ? (
        <ul className="category-nav__list" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="category-nav__skeleton">
              <Skeleton width={`${60 + ((i * 17) % 30)}%`} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="category-nav__list">
          <li>
            <Link
              to={hrefFor(null)}
              className={`category-nav__link${activeId ? '' : ' is-active'}`}
              aria-current={activeId ? undefined : 'page'}
            >
              {t('category.all')}
            </Link>
          </li>
          {tree?.map((c) => (
            <li key={c.categoryId}>
              <Link
                to={hrefFor(c.categoryId)}
                className={`category-nav__link${c.categoryId === activeId ? ' is-active' : ''}${open === c ? ' is-open' : ''}`}
                aria-current={c.categoryId === activeId ? 'page' : undefined}
                aria-expanded={c.subList.length ? open === c : undefined}
              >
                <bdi>{c.name}</bdi>
                {c.subList.length ? <span className="chevron category-nav__chevron" aria-hidden="true" /> : null}
              </Link>
              {open === c && c.subList.length ? (
                <ul className="category-nav__sub">
                  {c.subList.map((s) => (
                    <li key={s.categoryId}>
                      <Link
                        to={hrefFor(s.categoryId)}
                        className={`category-nav__link category-nav__link--sub${s.categoryId === activeId ? ' is-active' : ''}`}
                        aria-current={s.categoryId === activeId ? 'page' : undefined}
                      >
                        <bdi>{s.name}</bdi>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
