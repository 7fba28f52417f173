/**
 * Home: hero, latest posts, featured projects. Kept light on purpose: it imports
 * no Markdown or highlighter code (only summaries are shown).
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/seo/seo';
import { sectionPreviewImage } from '../../components/seo/link-preview-image';
import { homeJsonLd } from '../../features/home/home-json-ld';
import { langFromPath, paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import { getContentStore } from '../../data/get-content-store';
import { cardIn, listedLanguage } from '../../data/list-cards';
import { loadTagNames, tagLabelsFor, TagLabelsProvider } from '../../data/tag-labels';
import { PostCard } from '../../features/blog/components/post-card';
import { ProjectCard } from '../../features/projects/components/project-card';
import type { RouteHandle } from '../../components/layout/route-handle';

export const handle: RouteHandle = { slug: 'Home', scrollToTop: false };

const LATEST_POSTS = 3;
const FEATURED_PROJECTS = 4;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const store = await getContentStore();
  const [allPosts, projects, tagNames] = await Promise.all([store.listPosts(), store.listProjects(), loadTagNames(store)]);
  const available = projects.filter((project) => listedLanguage(project, lang) !== null);
  const featured = available.filter((project) => project.featured);
  const posts = allPosts.filter((post) => listedLanguage(post, lang) !== null).slice(0, LATEST_POSTS);
  // With nothing marked featured, the first projects in showcase order stand in.
  const shown = (featured.length > 0 ? featured : available).slice(0, FEATURED_PROJECTS);
  const tagLabels = tagLabelsFor(
    tagNames,
    [...posts, ...shown].flatMap((item) => item.tags),
    lang,
  );
  // The cards' texts in the language each is shown in only (data/in-language.ts).
  return {
    lang,
    posts: posts.map((post) => cardIn(post, lang)),
    projects: shown.map((project) => cardIn(project, lang)),
    tagLabels,
  };
}

export function Component() {
  const { lang, posts, projects, tagLabels } = useLoaderData<typeof loader>();
  const { t } = useTranslation('pages');

  return (
    <TagLabelsProvider labels={tagLabels}>
      <div className="content-page home-page">
        <Seo
          description={t('home.metaDescription')}
          image={sectionPreviewImage('home', lang, site.name)}
          jsonLd={homeJsonLd(lang, t('home.metaDescription'))}
        />
        <section className="home-hero" aria-labelledby="home-title">
          <p className="home-role">{site.role[lang]}</p>
          <h1 id="home-title">{t('home.greeting', { name: site.name })}</h1>
          <p className="home-intro">{t('home.intro')}</p>
          <p className="home-contact">
            {t('home.contact')} <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <ul className="home-actions">
            <li>
              <Link className="home-action home-action-primary" to={paths.projects(lang)}>
                {t('home.ctaProjects')}
              </Link>
            </li>
            <li>
              <Link className="home-action" to={paths.cv(lang)} rel="nofollow">
                {t('home.ctaCv')}
              </Link>
            </li>
            <li>
              <Link className="home-action" to={paths.blog(lang)}>
                {t('home.ctaBlog')}
              </Link>
            </li>
          </ul>
        </section>

        <section className="home-section" aria-labelledby="home-posts">
          <div className="home-section-header">
            <h2 id="home-posts">{t('home.latestPosts')}</h2>
            <Link to={paths.blog(lang)}>{t('home.allPosts')}</Link>
          </div>
          {posts.length === 0 ? (
            <p className="empty-state">{t('home.noPosts')}</p>
          ) : (
            <ul className="post-grid">
              {posts.map((post, index) => (
                <li key={post.id}>
                  {/* The first card is in a phone's first screen (its image is the page's largest paint there). */}
                  <PostCard post={post} lang={lang} headingLevel={3} eagerImage={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="home-section" aria-labelledby="home-projects">
          <div className="home-section-header">
            <h2 id="home-projects">{t('home.featuredProjects')}</h2>
            <Link to={paths.projects(lang)}>{t('home.allProjects')}</Link>
          </div>
          {projects.length === 0 ? (
            <p className="empty-state">{t('home.noProjects')}</p>
          ) : (
            <ul className="project-grid">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} lang={lang} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </TagLabelsProvider>
  );
}
