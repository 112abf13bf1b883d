// The anchor of `npm run bench`: the least a React Router page can cost.
export function meta() {
  return [{ title: "Bare React Router" }];
}

export default function Home() {
  return (
    <main>
      <h1>Bare React Router</h1>
      <p>One trivial server-rendered page.</p>
    </main>
  );
}
