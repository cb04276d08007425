// Keeps .relative, .offset and .timer dates, timer intervals and timer progress live.
function two(n){return String(n).padStart(2,'0')}
function clock(s,hours){s=Math.max(0,Math.floor(s));var h=hours?Math.floor(s/3600):0,m=Math.floor((s-h*3600)/60),r=s%60;return h>0?h+':'+two(m)+':'+two(r):m+':'+two(r)}
function words(s){s=Math.abs(Math.floor(s));var u=[[86400,'day'],[3600,'hr'],[60,'min'],[1,'sec']],p=[];for(var i=0;i<u.length&&p.length<2;i++){var c=Math.floor(s/u[i][0]);s%=u[i][0];if(c>0)p.push(c+' '+u[i][1]);else if(p.length)break}return p.length?p.join(', '):'0 sec'}
function tick(){var now=Date.now()/1000;document.querySelectorAll('time[data-style]').forEach(function(t){var st=t.dataset.style;
  if(st==='interval'){var a=Date.parse(t.dataset.start)/1000,b=Date.parse(t.dataset.end)/1000,p=t.dataset.pause?Date.parse(t.dataset.pause)/1000:null;
    var m=Math.min(Math.max(p!==null?Math.min(p,now):now,a),b);t.textContent=clock(t.dataset.countsDown==='true'?b-m:m-a,t.dataset.showsHours==='true');return}
  var d=Date.parse(t.getAttribute('datetime'))/1000;
  if(st==='timer')t.textContent=clock(Math.abs(now-d),true);else if(st==='relative')t.textContent=words(d-now);
  else{var s=Math.trunc(d-now),g=s<0?'-':'+',a=Math.abs(s),u=[[86400,'day'],[3600,'hour'],[60,'minute'],[1,'second']],k=u.find(function(x){return a>=x[0]})||u[3],c=Math.floor(a/k[0]);t.textContent=g+c+' '+k[1]+(c===1?'':'s')}})}
function bars(now){document.querySelectorAll('[data-start].bar,[data-start].arc').forEach(function(p){var a=Date.parse(p.dataset.start)/1000,b=Date.parse(p.dataset.end)/1000;
  var f=Math.min(Math.max((now-a)/Math.max(b-a,1),0),1);if(p.dataset.countsDown==='true')f=1-f;
  if(p.classList.contains('bar'))p.style.width=(f*100)+'%';else p.setAttribute('stroke-dasharray',(f*100)+' 100')})}
setInterval(function(){tick();bars(Date.now()/1000)},1000);tick();
