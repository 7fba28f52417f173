import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../../../config/absolute-url';
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import type { Cv, Lang } from '@portfolio/content/content-types';
import { CvPeriod } from './cv-period';

/**
 * The whole CV, laid out for screen and (through cv.css) for a clean printed page. Also the CV editor's live
 * preview, where entries can be blank or alike: lists are keyed by position, as nothing in them holds state.
 */
export function CvDocument({ cv, lang }: { cv: Cv; lang: Lang }) {
  const { t } = useTranslation('pages');
  // The site's own address, so a printed copy leads back to the portfolio.
  const website = absoluteUrl(paths.home(lang));

  return (
    <div className="cv-document">
      <header className="cv-header">
        <div>
          <h1 className="cv-name">{cv.name}</h1>
          <p className="cv-role">{cv.role[lang]}</p>
        </div>
        <dl className="cv-contact" aria-label={t('cv.contact')}>
          <div>
            <dt>{t('cv.email')}</dt>
            <dd>
              <a href={`mailto:${cv.email}`}>{cv.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('cv.location')}</dt>
            <dd>{cv.location[lang]}</dd>
          </div>
          <div>
            <dt>{t('cv.website')}</dt>
            <dd>
              <a href={website}>{website.replace(/^https?:\/\//, '')}</a>
            </dd>
          </div>
        </dl>
        <button type="button" className="cv-print-button" onClick={() => window.print()}>
          {t('cv.print')}
        </button>
      </header>

      <section className="cv-section" aria-labelledby="cv-profile">
        <h2 id="cv-profile">{t('cv.profile')}</h2>
        <p className="cv-summary">{cv.summary[lang]}</p>
      </section>

      {cv.experience.length > 0 && (
        <section className="cv-section" aria-labelledby="cv-experience">
          <h2 id="cv-experience">{t('cv.experience')}</h2>
          <ol className="cv-entries">
            {cv.experience.map((job, index) => (
              <li key={index} className="cv-entry">
                <h3>{t('cv.at', { role: job.role[lang], organization: job.organization })}</h3>
                <div className="cv-entry-meta">
                  <CvPeriod period={job} lang={lang} />
                  {job.location[lang] && <p>{job.location[lang]}</p>}
                </div>
                {job.highlights[lang].length > 0 && (
                  <ul className="cv-highlights">
                    {job.highlights[lang].map((highlight, index) => (
                      <li key={index}>{highlight}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      {cv.education.length > 0 && (
        <section className="cv-section" aria-labelledby="cv-education">
          <h2 id="cv-education">{t('cv.education')}</h2>
          <ol className="cv-entries">
            {cv.education.map((school, index) => (
              <li key={index} className="cv-entry">
                <h3>{school.degree[lang]}</h3>
                <p className="cv-institution">{school.institution}</p>
                <div className="cv-entry-meta">
                  <CvPeriod period={school} lang={lang} />
                  {school.location[lang] && <p>{school.location[lang]}</p>}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="cv-columns">
        {cv.skills.length > 0 && (
          <section className="cv-section" aria-labelledby="cv-skills">
            <h2 id="cv-skills">{t('cv.skills')}</h2>
            {cv.skills.map((group, index) => (
              <div key={index} className="cv-skill-group">
                <h3>{group.name[lang]}</h3>
                <ul className="cv-skill-list">
                  {group.items[lang].map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        )}

        {cv.languages.length > 0 && (
          <section className="cv-section" aria-labelledby="cv-languages">
            <h2 id="cv-languages">{t('cv.languages')}</h2>
            <dl className="cv-languages">
              {cv.languages.map((language, index) => (
                <div key={index}>
                  <dt>{language.name[lang]}</dt>
                  <dd>{language.level[lang]}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <section className="cv-section" aria-labelledby="cv-links">
          <h2 id="cv-links">{t('cv.links')}</h2>
          <ul className="cv-links">
            {Object.values(site.social).map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="cv-visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
                {/* Printed, the link text alone would be useless: show the address. */}
                <span className="cv-link-url"> {link.url.replace(/^https?:\/\//, '')}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
