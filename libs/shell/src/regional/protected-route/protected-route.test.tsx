import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithShell } from '../../testing';
import { clearCookies, LocationProbe } from '../../testing/regional-test-kit';
import { RequireLogin } from './protected-route';

beforeEach(clearCookies);

function renderAt(route: string, locale = 'en') {
  renderWithShell(
    <>
      <Routes>
        {['/myaccount/*', '/:lang/myaccount/*'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireLogin>
                <p>account content</p>
              </RequireLogin>
            }
          />
        ))}
        <Route path="*" element={<p>login page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, locale },
  );
}

describe('RequireLogin', () => {
  it('sends a visitor from an account page to /login', () => {
    renderAt('/myaccount/security');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('account content')).not.toBeInTheDocument();
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('keeps the language prefix', () => {
    renderAt('/zh/myaccount/kyc_home', 'zh');
    expect(screen.getByTestId('location')).toHaveTextContent('/zh/login');
  });

  it('a visitor with only one of the login cookies is still a visitor', () => {
    document.cookie = 'uid=1; Path=/';
    renderAt('/myaccount/security');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('lets a user with uid and nickname through', () => {
    document.cookie = 'uid=1; Path=/';
    document.cookie = 'nickname=Satoshi; Path=/';
    renderAt('/myaccount/security');
    expect(screen.getByText('account content')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/myaccount/security');
  });
});
