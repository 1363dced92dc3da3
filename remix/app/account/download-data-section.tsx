import { buttonClass } from '~/components/button';
import { SettingsSection } from './settings-section';

const linkClass = buttonClass('secondary', 'gap-2 px-6 py-2.5 text-sm font-semibold shadow-sm transition-colors');

/** Settings → Profile → Download my data (issue 25 item 6): the JSON file and a readable summary of it. */
export function DownloadDataSection() {
  return (
    <SettingsSection id="download-my-data" headingId="download-data-heading" title="Download my data">
      <p className="mt-1 text-sm text-ink-muted">
        A copy of everything Impromptu holds about you: your profile, game rounds with their voice figures, practice
        outcomes, course progress and written answers, snapshots, assessments, class registrations, feedback and
        subscription history.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* Plain links: the browser downloads the files itself. */}
        <a href="/resources/account/data?format=json" download className={linkClass}>
          Download as JSON
        </a>
        <a href="/resources/account/data?format=summary" download className={linkClass}>
          Download a readable summary
        </a>
      </div>
    </SettingsSection>
  );
}
