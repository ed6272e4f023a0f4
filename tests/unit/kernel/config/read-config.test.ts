import { describe, expect, it } from 'vitest';
import { readStudioSite } from '../../../../src/kernel/config/read-config';

describe('PUBLIC_STUDIO: the studio kept in the built site', () => {
  it('is off unless set, or set to false', () => {
    expect(readStudioSite({})).toBeUndefined();
    expect(readStudioSite({ PUBLIC_STUDIO: '' })).toBeUndefined();
    expect(readStudioSite({ PUBLIC_STUDIO: 'false' })).toBeUndefined();
    // A repository alone does not turn it on.
    expect(
      readStudioSite({ PUBLIC_REPOSITORY_URL: 'https://github.com/team/forms' }),
    ).toBeUndefined();
  });

  it('takes true with the repository, whose upload page is schemas/ on main', () => {
    for (const given of [
      'https://github.com/team/forms',
      'https://github.com/team/forms/',
      'https://github.com/team/forms.git',
      ' https://github.com/team/forms ',
    ]) {
      expect(readStudioSite({ PUBLIC_STUDIO: 'true', PUBLIC_REPOSITORY_URL: given })).toEqual({
        repositoryUrl: 'https://github.com/team/forms',
        uploadUrl: 'https://github.com/team/forms/upload/main/schemas',
      });
    }
    expect(
      readStudioSite({ PUBLIC_STUDIO: 'TRUE', PUBLIC_REPOSITORY_URL: 'https://github.com/a/b' })
        ?.uploadUrl,
    ).toBe('https://github.com/a/b/upload/main/schemas');
  });

  it('refuses any other word, saying which ones it takes', () => {
    expect(() => readStudioSite({ PUBLIC_STUDIO: 'yes' })).toThrow(
      'PUBLIC_STUDIO must be true or false (off when unset); it is "yes"',
    );
  });

  it('refuses true without a repository, with an example', () => {
    expect(() => readStudioSite({ PUBLIC_STUDIO: 'true' })).toThrow(
      'PUBLIC_STUDIO=true needs PUBLIC_REPOSITORY_URL, the GitHub repository of the screen files, like https://github.com/your-team/forms',
    );
  });

  it('refuses an address that is not a GitHub repository', () => {
    for (const given of [
      'github.com/team/forms',
      'http://github.com/team/forms',
      'https://gitlab.com/team/forms',
      'https://github.com/team',
      'https://github.com/team/forms/tree/main',
    ]) {
      expect(() => readStudioSite({ PUBLIC_STUDIO: 'true', PUBLIC_REPOSITORY_URL: given })).toThrow(
        `PUBLIC_REPOSITORY_URL: "${given}" is not the address of a repository on GitHub; write it like https://github.com/your-team/forms`,
      );
    }
  });
});
