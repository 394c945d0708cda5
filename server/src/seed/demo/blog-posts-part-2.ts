import type { DemoBlogPost } from './types';

/** Demo blog posts, part 2 of 2. */
export const demoBlogPostsPart2: DemoBlogPost[] = [
  {
    slug: 'reading-poetry-without-fear-a-step-by-step-approach',
    title: 'Reading Poetry Without Fear: A Step-by-Step Approach for Years 5 to 8',
    description:
      'A six-step method that takes learners from a first reading to a confident, evidence-based response to any poem.',
    category: 'reading',
    author: 'mariam-el-sayed',
    publishedAt: '2026-02-02T09:00:00.000Z',
    coverAlt: 'A short printed poem annotated in coloured pens on a classroom desk',
    content: `<p>Ask a class of Year 7 learners how they feel about poetry and you will often hear the same answers: "I don't get it," "There's a hidden meaning I can't find," or simply "It's boring." Yet poems are short, rich and ideal for developing the close reading skills that Checkpoint English rewards. The problem is rarely poetry itself; it is that learners have no method. This step-by-step approach gives them one.</p>
<h2>Step 1: Read it aloud, twice</h2>
<p>Poetry is written to be heard. Read the poem aloud once for a first impression, then again more slowly. Ask learners simply to notice: a line they liked, a word that stood out, a place where they were confused. There are no wrong answers at this stage.</p>
<h2>Step 2: Work out what is happening</h2>
<p>Before hunting for techniques, learners need to understand the literal content. Who is speaking? To whom? Where and when? What happens or changes? A one-sentence summary, such as "A grandmother remembers the village she left as a child", gives a secure foundation for everything that follows.</p>
<h2>Step 3: Find the feeling</h2>
<p>Ask: What mood does the poem create? How does the speaker feel? Does the feeling change? Encourage precise vocabulary. A poem is rarely just "sad"; it might be <em>nostalgic</em>, <em>bitter</em>, <em>resigned</em> or <em>tender</em>. Many poems turn at a certain point, often marked by a word such as <em>but</em>, <em>yet</em> or <em>now</em>. Spotting that turn is often the key to the whole poem.</p>
<h2>Step 4: Zoom in on language</h2>
<p>Now look closely at two or three striking choices. Rather than asking learners to find "a simile", ask them to find the most powerful image and explain why it works. For each choice, use three questions:</p>
<ul>
<li><strong>What</strong> is the word or image?</li>
<li><strong>How</strong> does it work? What does it suggest or make us picture?</li>
<li><strong>Why</strong> has the poet chosen it? What does it add to the poem's meaning or mood?</li>
</ul>
<p>Naming a technique earns little credit on its own. An answer that explains the effect of a well-chosen image, even without the technical term, is usually worth more than one that labels a simile and stops.</p>
<h2>Step 5: Notice sound and shape</h2>
<p>Once learners are comfortable with meaning and language, introduce form and structure. Does the poem rhyme? Is the rhythm regular or broken? Are the lines long and flowing or short and abrupt? Does the layout on the page do anything unusual? A feature is worth mentioning only if learners can link it to meaning: short lines might create tension, while repetition might show longing.</p>
<h2>Step 6: Form a personal response</h2>
<p>Finally, ask learners what the poem means to them. Which line will they remember? What question would they ask the poet? A personal response, supported by evidence, shows genuine engagement and is valued in reading assessments.</p>
<h2>Writing about the poem</h2>
<p>When learners write their response, encourage a clear structure: an opening sentence that states what the poem is about and how it feels, then two or three paragraphs that each explore one idea with a short quotation and an explanation. A final sentence can return to the poem's overall message. Quality matters more than quantity; three well-explained points beat six labelled techniques.</p>
<h2>Choosing poems for practice</h2>
<p>Start with accessible poems that have a clear situation and a strong feeling, then gradually increase the challenge. Mix classic and contemporary writers, and include poets from a range of cultures, including Arab poets in translation. Short poems are ideal for building confidence because the whole poem can be discussed in a single lesson.</p>
<h2>A note for parents</h2>
<p>You do not need to be a poetry expert to help. Read a short poem together and ask two questions: "What is this poem about?" and "How does it make you feel, and which words make you feel that way?" That conversation is the heart of poetry analysis.</p>`,
  },
  {
    slug: 'common-punctuation-mistakes-that-cost-marks',
    title: 'Common Punctuation Mistakes That Cost Marks, and How to Fix Them',
    description:
      'Six punctuation errors that appear again and again in Checkpoint writing, with quick fixes and a proofreading routine.',
    category: 'exam-preparation',
    author: 'nourhan-abdel-rahman',
    publishedAt: '2026-02-23T09:00:00.000Z',
    coverAlt: 'A page of student writing with punctuation corrections circled in green',
    content: `<p>Accuracy is assessed in every piece of Checkpoint writing. A strong story or a persuasive letter can be pulled down by careless punctuation, and the same few errors appear again and again. The good news is that they are fixable with focused practice and a proofreading routine.</p>
<h2>1. The comma splice</h2>
<p>This is the most common error in Lower Secondary writing: two complete sentences joined only by a comma.</p>
<blockquote>The storm was getting closer, we ran for shelter.</blockquote>
<p>Fix it with a full stop, a conjunction such as <em>so</em> or <em>and</em>, or a semicolon: <em>The storm was getting closer; we ran for shelter.</em> A quick test: if both halves could stand alone as sentences, a comma on its own is not enough.</p>
<h2>2. Apostrophes in plurals</h2>
<p>Apostrophes never make a word plural. <em>Mango's for sale</em> is wrong; <em>mangoes for sale</em> is right. Apostrophes show either possession (<em>the girl's bag</em>, <em>the girls' bags</em>) or missing letters (<em>don't</em>, <em>it's</em>).</p>
<h2>3. It's and its</h2>
<p><em>It's</em> always means <em>it is</em> or <em>it has</em>. <em>Its</em> shows possession: <em>The cat licked its paw.</em> If you can replace the word with <em>it is</em>, you need the apostrophe.</p>
<h2>4. Speech punctuation</h2>
<p>Direct speech has several rules, and learners often remember some but not all:</p>
<ul>
<li>Spoken words go inside inverted commas.</li>
<li>Punctuation that belongs to the speech goes inside the closing inverted comma: <em>"Wait for me," said Laila.</em></li>
<li>Start a new line each time the speaker changes.</li>
<li>A capital letter starts each new piece of speech.</li>
</ul>
<h2>5. Missing commas after openers</h2>
<p>When a sentence begins with a subordinate clause or a fronted adverbial, a comma usually follows it: <em>When the bell rang, everyone rushed outside.</em> Without the comma, longer sentences can become confusing to read.</p>
<h2>6. Random capital letters</h2>
<p>Capital letters belong at the start of sentences and on proper nouns: names, places, days, months and titles. They do not belong on ordinary nouns for emphasis, as in <em>the Beautiful Garden</em>.</p>
<h2>Build a proofreading routine</h2>
<p>Learners should keep the last five minutes of any writing task for checking. Rather than rereading vaguely, they should read with a purpose, checking one thing at a time: first sentence boundaries, then apostrophes, then speech punctuation. Teachers can help by identifying each learner's two most frequent errors and asking them to check for those specifically. Targeted checking is far more effective than a general read-through.</p>`,
  },
  {
    slug: 'a-six-week-revision-plan-for-checkpoint-english',
    title: 'A Six-Week Revision Plan for Checkpoint English',
    description:
      'A week-by-week plan that balances reading and writing practice and builds towards full papers under timed conditions.',
    category: 'exam-preparation',
    author: 'nourhan-abdel-rahman',
    publishedAt: '2026-03-04T09:00:00.000Z',
    coverAlt: 'A revision calendar with six weeks of English study sessions marked in colour',
    content: `<p>With a few weeks to go before the Checkpoint, many families ask the same question: what should revision for English actually look like? Unlike subjects with a fixed body of content, English tests skills, and skills improve through regular practice rather than last-minute cramming. This six-week plan balances reading and writing and builds towards timed practice. It suits Year 6 learners preparing for the Primary Checkpoint, and learners in Years 7 and 8 can adapt it for end-of-year exams.</p>
<h2>Before you start</h2>
<p>Collect a set of specimen or past papers with mark schemes, a notebook for vocabulary and errors, and a simple calendar. Plan for around four short sessions a week of 30 to 45 minutes. Short, focused sessions are more effective than occasional long ones.</p>
<h2>Week 1: Find your starting point</h2>
<p>Complete one full paper under timed conditions, then mark it with the mark scheme, ideally with help from a teacher or parent. Identify two reading skills and two writing skills to focus on, and write them on the front of the revision notebook.</p>
<h2>Week 2: Retrieval and inference</h2>
<ul>
<li>Practise short retrieval questions, focusing on precise, brief answers.</li>
<li>Work on inference using a clue, think, answer method.</li>
<li>Read one non-fiction article a day, such as a news report, and summarise it in two sentences.</li>
</ul>
<h2>Week 3: Language and structure</h2>
<ul>
<li>Practise explaining the effect of words and images, asking what, how and why.</li>
<li>Learn a bank of precise verbs for analysis: <em>suggests</em>, <em>emphasises</em>, <em>conveys</em>, <em>creates</em>.</li>
<li>Look at how writers open and close texts and how paragraphs are sequenced.</li>
</ul>
<h2>Week 4: Writing non-fiction</h2>
<ul>
<li>Review the features of persuasive, informative and discursive writing.</li>
<li>Plan three pieces in ten minutes each, and write one in full.</li>
<li>Focus on paragraphing, audience and tone.</li>
<li>Check your most common punctuation errors and correct them.</li>
</ul>
<h2>Week 5: Writing fiction</h2>
<ul>
<li>Practise five different story openings.</li>
<li>Plan stories with a clear shape: opening, build-up, problem, resolution and ending.</li>
<li>Write one full story under timed conditions.</li>
<li>Improve a paragraph by varying sentence length and openings.</li>
</ul>
<h2>Week 6: Full papers and reflection</h2>
<p>Complete two full papers under timed conditions, one fiction and one non-fiction. Mark them and compare the results with Week 1. Spend the final sessions on the skills that remain weakest, not on those that are already secure. The night before the exam, rest rather than revise.</p>
<h2>Tips for parents</h2>
<ul>
<li><strong>Stay positive.</strong> Praise effort and specific improvements rather than focusing on marks alone.</li>
<li><strong>Keep it routine.</strong> The same time and place each day makes revision a habit rather than a battle.</li>
<li><strong>Read together.</strong> Continue shared reading, even during exam season; it keeps vocabulary growing.</li>
<li><strong>Look after wellbeing.</strong> Sleep, food, exercise and time with friends matter more than an extra hour of revision.</li>
</ul>
<h2>What not to do</h2>
<p>Avoid memorising model essays; markers recognise them and they rarely fit the question set. Avoid long lists of techniques without practice in using them. And avoid judging progress on a single paper: performance in English varies with the text, so look for trends across several attempts.</p>`,
  },
  {
    slug: 'five-narrative-openings-that-hook-the-reader',
    title: 'Five Narrative Openings That Hook the Reader',
    description: 'Five ways to open a story, each with an example, plus the openings that markers see far too often.',
    category: 'writing',
    author: 'sarah-whitfield',
    publishedAt: '2026-04-13T09:00:00.000Z',
    coverAlt: 'A notebook open at the first line of a story, with a pen resting on the page',
    content: `<p>The first lines of a story decide whether a reader wants to continue. In an exam, that reader is a marker who will read many stories in a day, so an engaging opening makes an immediate impression. Here are five openings worth practising, each with an example.</p>
<h2>1. Start with action</h2>
<p>Drop the reader straight into something happening. <em>Nadia grabbed the rope just as the felucca lurched sideways.</em> There is no time for explanation; the reader simply wants to know what happens next.</p>
<h2>2. Start with dialogue</h2>
<p>A line of speech introduces a character and a situation at once. <em>"You're not supposed to be down here," whispered a voice behind me.</em> Keep it short and intriguing.</p>
<h2>3. Start with setting</h2>
<p>A vivid description can create atmosphere immediately, but it must be focused. <em>The market had fallen silent, and the only sound was the flapping of an abandoned awning in the hot wind.</em> One strong sentence is better than a paragraph listing everything in sight.</p>
<h2>4. Start with a mystery</h2>
<p>Raise a question the reader needs answered. <em>Nobody in our building ever mentioned the door on the fourth floor.</em> The mystery pulls the reader forward.</p>
<h2>5. Start with a striking statement</h2>
<p>A surprising claim grabs attention. <em>I was the only person in Alexandria who knew the lighthouse was about to go dark.</em> It only works if the story then explains the statement.</p>
<h2>Avoid the usual traps</h2>
<ul>
<li>Starting with waking up in the morning.</li>
<li>Beginning with "One day" or "Once upon a time" without a clear reason.</li>
<li>Explaining too much too soon; let the reader work things out.</li>
</ul>
<h2>Make the opening fit the story</h2>
<p>An opening is a promise to the reader. A fast, action-packed first line suits an adventure, while a quiet, detailed description might suit a story about memory or loss. Whatever you choose, make sure the second and third sentences build on the first rather than abandoning it.</p>
<p>Try writing the same story opening in all five styles, then choose the one that best suits the mood of your story.</p>`,
  },
  {
    slug: 'marking-writing-efficiently-whole-class-feedback',
    title: 'Marking Writing Efficiently: Whole-Class Feedback for English Teachers',
    description:
      'How whole-class feedback cuts marking time while helping learners act on feedback and improve their writing.',
    category: 'teaching-tips',
    author: 'sarah-whitfield',
    publishedAt: '2026-05-18T15:00:00.000Z',
    coverAlt: 'A teacher reviewing a stack of exercise books with a single feedback sheet',
    content: `<p>Ask any English teacher about workload and marking will come up within a minute. Detailed written comments on thirty extended pieces can take an entire weekend, and learners often read the grade and ignore the comments. Whole-class feedback offers a more efficient approach that, done well, improves writing faster.</p>
<h2>How it works</h2>
<p>Instead of writing comments on each script, the teacher reads the whole set and makes notes on a single feedback sheet. The next lesson is then built around that sheet, and learners spend their time improving their own work rather than reading comments.</p>
<h2>What to record as you read</h2>
<ul>
<li><strong>Strengths to celebrate.</strong> Note specific examples: a well-chosen verb, an effective opening, a clever counter-argument. Sharing these shows the class what success looks like.</li>
<li><strong>Common errors.</strong> Record the two or three misconceptions that appear most often, such as comma splices or paragraphs without a clear topic sentence.</li>
<li><strong>Spelling and vocabulary.</strong> List commonly misspelled words and examples of imprecise vocabulary.</li>
<li><strong>Individual notes.</strong> Jot down learners who need a quick conversation or extra challenge.</li>
</ul>
<h2>The feedback lesson</h2>
<ol>
<li>Share anonymised examples of strong work and discuss what makes them effective.</li>
<li>Reteach the most common error briefly, with a model of how to fix it.</li>
<li>Give learners time to find and correct that error in their own work, perhaps in a different colour pen.</li>
<li>Set a redrafting task, such as rewriting a paragraph to include a specific improvement.</li>
</ol>
<h2>Keeping it personal</h2>
<p>A common worry is that whole-class feedback is impersonal. A simple fix is to write a short code on each script linking to a target on the feedback sheet, such as "T2" for "Vary your sentence openings". Learners still receive individual guidance, but it takes seconds rather than minutes.</p>
<h2>Does it work?</h2>
<p>Teachers who adopt whole-class feedback typically report that marking time falls sharply while the quality of redrafting improves, because learners act on feedback in lesson time. The key is that the feedback lesson is not optional: if learners do not act on feedback, no marking approach will work.</p>`,
  },
  {
    slug: 'skimming-and-scanning-finding-information-fast',
    title: 'Skimming and Scanning: Finding Information Fast',
    description:
      'The difference between skimming and scanning, when to use each in an exam and when to slow down instead.',
    category: 'reading',
    author: 'nourhan-abdel-rahman',
    publishedAt: '2026-10-05T09:00:00.000Z',
    coverAlt: "A student's finger running down a page of a printed article",
    content: `<p>Skimming and scanning are two reading strategies that save time in exams and in everyday life. They are often confused, but they do different jobs, and knowing when to use each is a real advantage.</p>
<h2>Skimming: getting the gist</h2>
<p>Skimming means reading quickly to understand the general idea of a text. You are not trying to understand every word; you are building a mental map. To skim effectively:</p>
<ul>
<li>Read the title, subheadings and any words in bold.</li>
<li>Read the first and last paragraphs.</li>
<li>Read the first sentence of each other paragraph, as it often states the main idea.</li>
</ul>
<p>Skimming is useful at the start of a reading exam, before answering questions, so that you know roughly where each topic appears.</p>
<h2>Scanning: finding specific information</h2>
<p>Scanning means searching a text for a particular detail, such as a name, a date, a number or a key word. You move your eyes quickly down the page, ignoring everything except what you are looking for. Retrieval questions such as "In which year did the museum open?" are perfect for scanning.</p>
<p>A useful trick is to identify the key word in the question and look for it, or for a synonym, in the text. If the question asks about the cost of a project, scan for numbers and currency signs.</p>
<h2>When not to use them</h2>
<p>Neither strategy replaces careful reading. Once you have located the right section, slow down and read it closely before answering, especially for inference and language questions. Skimming and scanning tell you where to look; close reading tells you what it means.</p>
<h2>A quick exam routine</h2>
<p>In a reading exam, skim the whole text first in about a minute, then read the questions. For each retrieval question, scan for the key word, then read the surrounding sentences closely. For longer questions, read the whole section the question points to before you begin writing.</p>
<h2>Practising at home</h2>
<p>Turn scanning into a game with newspapers, menus or timetables: set a question and see who finds the answer first. For skimming, give your child thirty seconds with an article and ask them to tell you what it is about.</p>`,
  },
  {
    slug: 'teaching-shakespeare-to-year-8-where-to-start',
    title: 'Teaching Shakespeare to Year 8: Where to Start',
    description:
      'Draft: practical, active ways to introduce Shakespeare to Year 8 learners, including those for whom English is an additional language.',
    category: 'teaching-tips',
    author: 'omar-hassan',
    publishedAt: null,
    coverAlt: 'Students performing a short scene in a classroom cleared of desks',
    content: `<p>For many Year 8 learners, the first encounter with Shakespeare is a moment of panic. The language looks foreign, the plots seem complicated and the references feel distant. For learners whose first language is Arabic, the challenge can feel even greater. Yet with the right approach, Shakespeare can become a highlight of the year.</p>
<h2>Start with the story, not the text</h2>
<p>Before reading a single line, make sure learners know the plot. Tell the story dramatically, use a short summary or show a storyboard. Once learners know what happens, they can concentrate on how it is expressed rather than struggling to follow events.</p>
<h2>Get it on its feet</h2>
<p>Shakespeare wrote scripts for performance, not texts for silent reading. Short, active approaches work well:</p>
<ul>
<li>Learners walk around the room reading a speech aloud and change direction at every punctuation mark.</li>
<li>Pairs perform the same short exchange in different moods, such as angry, frightened or amused.</li>
<li>Small groups create a freeze-frame of a key moment and the class guesses the line it represents.</li>
</ul>
<h2>Focus on small sections</h2>
<p>There is no need to read every scene. Choose key moments and read them closely, filling the gaps with summary. Ten carefully explored lines are worth more than a whole act read aloud without understanding.</p>
<h2>Teach the language explicitly</h2>
<p>Provide a short glossary of common words, such as <em>thou</em>, <em>wherefore</em> and <em>hath</em>, and show how word order sometimes differs from modern English. Celebrate the phrases Shakespeare gave us that are still in use today.</p>
<h2>Connect to themes that matter</h2>
<p>Ambition, jealousy, loyalty and family conflict are universal. Ask learners where they see these themes in modern life, in stories they know and in their own experience. Shakespeare feels relevant when learners recognise the people in his plays.</p>
<h2>Assessing understanding</h2>
<p>Short speaking tasks are a natural way to check understanding. Ask learners to explain a character's decision in role, to debate whether a character deserves sympathy, or to perform a short speech with a partner and justify their choices of tone and emphasis. These tasks link directly to the speaking and listening strand.</p>`,
  },
];
